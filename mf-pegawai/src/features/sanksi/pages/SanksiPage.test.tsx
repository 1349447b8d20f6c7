import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setCurrentUser } from '@portal/api-client';
import type { SessionClient } from '@portal/contracts';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import { sanksiJenis, sanksiParents, sanksiRows } from '../sanksi-fixtures';
import SanksiInvalidPage from './SanksiInvalidPage';
import SanksiPage from './SanksiPage';

jest.setTimeout(20_000);

const user = (rolesId: number[]) =>
  ({ id: 1, name: 'u', pegawai_id: 3, nama: 'Rina', rolesId, kantor_id: 4 }) as unknown as SessionClient;

const answers = {
  'GET /sdm/pegawai/x/sanksi': paged(sanksiRows),
  'GET /general/sanksi': { data: sanksiJenis },
  'GET /general/sanksi/x/parent': { data: sanksiParents, kelas: sanksiParents.map((p) => p.kelas) },
};

describe('SanksiPage', () => {
  afterEach(() => act(() => setCurrentUser(null)));

  it('lists sanctions with type, period and status; HR (57) reads without managing', async () => {
    act(() => setCurrentUser(user([10, 57])));
    const { transport, request } = fakeTransport(answers);
    renderWith(<SanksiPage />, transport);
    const table = await screen.findByRole('table', { name: 'Daftar sanksi pegawai' });
    expect(await within(table).findByText('Ani Lestari')).toBeInTheDocument();
    expect(within(table).getByText('Surat Peringatan')).toBeInTheDocument();
    expect(within(table).getByText('05 Januari 2026 - 04 Juli 2026')).toBeInTheDocument();
    expect(within(table).getByText('01 Maret 2025 - tanpa batas')).toBeInTheDocument();
    expect(within(table).getAllByText('Berlaku').length).toBe(2);
    expect(screen.queryByTestId('sanksi-add')).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Ani Lestari' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Hapus sanksi Ani Lestari' })).not.toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/sanksi', {
      query: expect.objectContaining({ event: 'index', page: 1 }),
    });
  });

  it('the sanction admin (62) opens the detail, and deletes only after confirming', async () => {
    act(() => setCurrentUser(user([10, 62])));
    const { transport, request } = fakeTransport({
      ...answers,
      'DELETE /sdm/pegawai/x/sanksi/11': { message: 'Sanksi deleted' },
    });
    renderWith(<SanksiPage />, transport);
    const link = await screen.findByRole('link', { name: 'Ani Lestari' });
    expect(link).toHaveAttribute('href', '/pegawai/sanksi/11');
    expect(screen.getByTestId('sanksi-add')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hapus sanksi Ani Lestari' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(request).not.toHaveBeenCalledWith('DELETE', '/sdm/pegawai/x/sanksi/11');
    fireEvent.click(within(dialog).getByRole('button', { name: /Ya|Hapus/ }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', '/sdm/pegawai/x/sanksi/11'));
  });

  it('a status filter asks the server again from page 1', async () => {
    act(() => setCurrentUser(user([10, 57])));
    const { transport, request } = fakeTransport(answers);
    renderWith(<SanksiPage />, transport);
    await screen.findByRole('table', { name: 'Daftar sanksi pegawai' });
    fireEvent.change(screen.getByLabelText('Status sanksi'), { target: { value: 'berlaku' } });
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/sanksi', {
        query: expect.objectContaining({ event: 'index', status: 'berlaku', page: 1 }),
      }),
    );
  });

  it('the invalid page names what each record lacks', async () => {
    act(() => setCurrentUser(user([10, 62])));
    const { transport, request } = fakeTransport({ ...answers, 'GET /sdm/pegawai/x/sanksi': paged([sanksiRows[1]!]) });
    renderWith(<SanksiInvalidPage />, transport);
    expect(await screen.findByText('Nomor SK belum diisi')).toBeInTheDocument();
    expect(screen.getByText('File SK belum diunggah')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/sanksi', {
      query: expect.objectContaining({ event: 'index_invalid' }),
    });
  });
});

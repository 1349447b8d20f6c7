import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setCurrentUser } from '@portal/api-client';
import type { QualificationRow, SessionClient } from '@portal/contracts';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import QualificationIndexPage from './QualificationIndexPage';
import QualificationPangkatPage from './QualificationPangkatPage';

jest.setTimeout(20_000);

const user = (rolesId: number[]) =>
  ({ id: 1, name: 'oki', pegawai_id: 3, nama: 'Oki', rolesId, kantor_id: 4 }) as unknown as SessionClient;

const rows: QualificationRow[] = [
  {
    id: 7,
    kind: 'pangkat',
    target_id: 9,
    target: { id: 9, nama: 'Penyelia Muda', detail: '9 | Officer' },
    nama: 'Masa kerja minimal 3 tahun pada pangkat sebelumnya',
    keterangan: 'Tanpa sanksi aktif',
    jumlah_pegawai: 1250,
    updated_at: '2026-11-01T02:00:00.000Z',
  },
];

const answers = {
  'GET /sdm/qualification/pangkat': paged(rows),
  'GET /sdm/qualification/pangkat/x/options': { data: [{ id: 9, nama: 'Penyelia Muda | 9 | Officer' }] },
};

describe('qualification pages', () => {
  afterEach(() => act(() => setCurrentUser(null)));

  it('lists rank requirements with the grade and the employees they apply to', async () => {
    act(() => setCurrentUser(user([10, 60])));
    const { transport, request } = fakeTransport(answers);
    renderWith(<QualificationPangkatPage />, transport);
    const table = await screen.findByRole('table', { name: 'Daftar kualifikasi pangkat' });
    const row = (await within(table).findByText('Penyelia Muda')).closest('tr')!;
    expect(within(row).getByText('9 | Officer')).toBeInTheDocument();
    expect(within(row).getByText('Masa kerja minimal 3 tahun pada pangkat sebelumnya')).toBeInTheDocument();
    expect(within(row).getByText('1.250')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/qualification/pangkat', {
      query: expect.objectContaining({ event: 'index', page: 1 }),
    });
  });

  it('the form refuses an empty requirement before asking the server', async () => {
    act(() => setCurrentUser(user([10, 57])));
    const { transport, request } = fakeTransport(answers);
    renderWith(<QualificationPangkatPage />, transport);
    fireEvent.click(await screen.findByTestId('qualification-add'));
    const dialog = await screen.findByTestId('qualification-form-dialog');
    fireEvent.click(within(dialog).getByTestId('qualification-form-submit'));
    expect(await within(dialog).findByText('Nama kualifikasi wajib diisi')).toBeInTheDocument();
    expect(await within(dialog).findByText('Pangkat wajib dipilih')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('POST', '/sdm/qualification/pangkat', expect.anything());
  });

  it('deletes only after confirming', async () => {
    act(() => setCurrentUser(user([10, 57])));
    const { transport, request } = fakeTransport({
      ...answers,
      'DELETE /sdm/qualification/pangkat/7': { message: 'Kualifikasi deleted' },
    });
    renderWith(<QualificationPangkatPage />, transport);
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Hapus kualifikasi Masa kerja minimal 3 tahun pada pangkat sebelumnya (Penyelia Muda)',
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(request).not.toHaveBeenCalledWith('DELETE', '/sdm/qualification/pangkat/7');
    fireEvent.click(within(dialog).getByRole('button', { name: /Ya|Hapus/ }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', '/sdm/qualification/pangkat/7'));
  });

  it('the index lists the three pages for 60 or 57 and none for a plain employee', async () => {
    act(() => setCurrentUser(user([10, 60])));
    const { transport } = fakeTransport({});
    const { unmount } = renderWith(<QualificationIndexPage />, transport);
    for (const label of ['Kualifikasi Jabatan', 'Kualifikasi Pangkat', 'Kualifikasi Kantor'])
      expect(await screen.findByRole('link', { name: label })).toBeInTheDocument();
    unmount();
    act(() => setCurrentUser(user([10])));
    renderWith(<QualificationIndexPage />, transport);
    expect(await screen.findByText('Tidak ada halaman kualifikasi untuk Anda')).toBeInTheDocument();
  });
});

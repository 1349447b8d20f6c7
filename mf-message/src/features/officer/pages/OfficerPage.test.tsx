import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetSessionState } from '@portal/api-client';
import { signInAs } from '@portal/api-client/testing';
import { notify } from '@portal/design-system';
import type { PicRow } from '@portal/contracts';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { PIC_ROWS } from '../pic-fixtures';
import OfficerPage from './OfficerPage';

// Forms and dialogs render slowly under a loaded jsdom (mail tests do the same).
jest.setTimeout(60_000);

const BASE = '/sdm/pic';
const PATH = '/message/officer';
const HR_ADMIN = [10, 57];

afterEach(() => {
  act(() => resetSessionState());
  act(() => notify.clear());
});

function open(answers: Parameters<typeof fakeTransport>[0], route = PATH) {
  const fake = fakeTransport(answers);
  renderWithProviders(<OfficerPage />, { transport: fake.transport, path: PATH, route });
  return fake;
}

describe('OfficerPage', () => {
  it('an employee reads the officers, writes to one with an account, and filters; nothing to manage', async () => {
    signInAs([10]);
    const { request } = open({
      [`GET ${BASE}`]: paged(PIC_ROWS),
      [`GET ${BASE}/x/topic`]: { data: ['Absensi', 'Gaji'] },
    });
    const table = await screen.findByRole('table', { name: 'Daftar petugas' });
    await waitFor(() => expect(within(table).getByText('Ani Wahyudi')).toBeInTheDocument());
    expect(within(table).getByText('Staf SDM')).toBeInTheDocument();
    expect(within(table).getByText('Ekstensi 204')).toBeInTheDocument();
    expect(screen.getByTestId('officer-message-1')).toHaveAttribute('href', '/message/mail?to=31&nama=Ani+Wahyudi');
    // Dedi has no portal account: no message link.
    expect(screen.queryByTestId('officer-message-2')).not.toBeInTheDocument();
    expect(within(table).getByText('Belum memiliki akun')).toBeInTheDocument();
    expect(screen.queryByTestId('officer-add')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ubah PIC/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hapus PIC/ })).not.toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', BASE, { query: { page: 1, per_page: 10 } });

    fireEvent.change(screen.getByPlaceholderText('Cari nama, topik atau kantor...'), { target: { value: 'gaji' } });
    await waitFor(
      () => expect(request).toHaveBeenCalledWith('GET', BASE, { query: { page: 1, per_page: 10, search: 'gaji' } }),
      { timeout: 5_000 },
    );
  });

  it('shows the empty text when no officer matches', async () => {
    signInAs([10]);
    open({ [`GET ${BASE}`]: paged([] as PicRow[]), [`GET ${BASE}/x/topic`]: { data: [] } });
    expect(await screen.findByText('Belum ada petugas yang cocok')).toBeInTheDocument();
  });

  it('HR checks a new officer’s required fields, changes one and removes one after a confirmation', async () => {
    signInAs(HR_ADMIN);
    let rows = [...PIC_ROWS];
    const { request } = open({
      [`GET ${BASE}`]: () => paged(rows),
      [`GET ${BASE}/x/topic`]: { data: ['Absensi', 'Gaji'] },
      [`PUT ${BASE}/1`]: (options?: { body?: unknown }) => {
        const body = options?.body as Pick<PicRow, 'keterangan'>;
        rows = rows.map((r) => (r.id === 1 ? { ...r, ...body } : r));
        return { message: 'PIC updated', data: rows[0] };
      },
      [`DELETE ${BASE}/2`]: () => {
        rows = rows.filter((r) => r.id !== 2);
        return { message: 'PIC deleted' };
      },
    });
    await screen.findByText('Ani Wahyudi');

    fireEvent.click(screen.getByTestId('officer-add'));
    let dialog = await screen.findByTestId('pic-form-dialog');
    expect(within(dialog).getByText('Tambah PIC')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('pic-form-submit'));
    expect(await within(dialog).findAllByText('Field is required')).toHaveLength(3);
    expect(request).not.toHaveBeenCalledWith('POST', BASE, expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByTestId('pic-form-dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Ubah PIC Ani Wahyudi' }));
    dialog = await screen.findByTestId('pic-form-dialog');
    expect(within(dialog).getByLabelText(/Topik/)).toHaveValue('Absensi');
    fireEvent.change(within(dialog).getByLabelText(/Keterangan/), { target: { value: 'Ekstensi 310' } });
    fireEvent.click(within(dialog).getByTestId('pic-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', `${BASE}/1`, {
        body: { kantor_id: 2, topic: 'Absensi', pegawai_id: 31, keterangan: 'Ekstensi 310' },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('pic-form-dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Ekstensi 310')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Hapus PIC Dedi Kurniawan' }));
    const confirmDialog = await screen.findByRole('alertdialog');
    expect(confirmDialog).toHaveTextContent('Hapus Dedi Kurniawan sebagai PIC Gaji di Kantor Cabang Bandung?');
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', `${BASE}/2`));
    await waitFor(() => expect(screen.queryByText('Dedi Kurniawan')).not.toBeInTheDocument());
  });
});

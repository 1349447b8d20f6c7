import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { notify } from '@portal/design-system';
import type { WorksheetAttribute } from '@portal/contracts';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import WorksheetAttributePage from './WorksheetAttributePage';

// Forms and dialogs render slowly under a loaded jsdom (mail tests do the same).
jest.setTimeout(60_000);

const BASE = '/sdm/pegawai/x/worksheet/tugas/attribute';
const PATH = '/pegawai/worksheet/attribute';

const ROWS: WorksheetAttribute[] = [
  { id: 1, nama: 'Rutin', is_active: true },
  { id: 2, nama: 'Proyek', is_active: true },
  { id: 3, nama: 'Lembur', is_active: false },
];

afterEach(() => act(() => notify.clear()));

function open(answers: Parameters<typeof fakeTransport>[0], route = PATH) {
  const fake = fakeTransport(answers);
  renderWithProviders(<WorksheetAttributePage />, { transport: fake.transport, path: PATH, route });
  return fake;
}

describe('WorksheetAttributePage', () => {
  it('lists the attributes with their status, searches and pages them here', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: 10 + i, nama: `Atribut ${i + 1}`, is_active: true }));
    open({ [`GET ${BASE}`]: { data: [...ROWS, ...many] } });
    const table = await screen.findByRole('table', { name: 'Daftar atribut tugas' });
    expect(within(table).getByText('Rutin')).toBeInTheDocument();
    expect(screen.getByTestId('worksheet-attribute-status-3')).toHaveTextContent('Tidak aktif');
    expect(screen.getByTestId('worksheet-attribute-status-1')).toHaveTextContent('Aktif');
    expect(within(table).queryByText('Atribut 12')).not.toBeInTheDocument();

    fireEvent.change(screen.getByPlaceholderText('Cari nama atribut...'), { target: { value: 'lembur' } });
    await waitFor(() => expect(within(table).queryByText('Rutin')).not.toBeInTheDocument(), { timeout: 5_000 });
    expect(within(table).getByText('Lembur')).toBeInTheDocument();

    fireEvent.change(screen.getByPlaceholderText('Cari nama atribut...'), { target: { value: 'tidak ada' } });
    expect(await screen.findByText('Tidak ada atribut yang cocok', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('shows the empty state when there is no attribute yet', async () => {
    open({ [`GET ${BASE}`]: { data: [] } });
    expect(await screen.findByText('Belum ada atribut tugas')).toBeInTheDocument();
    expect(screen.getByTestId('worksheet-attribute-add')).toBeInTheDocument();
  });

  it('adds one (the name is required first), then changes another to inactive', async () => {
    let rows = [...ROWS];
    const { request } = open({
      [`GET ${BASE}`]: () => ({ data: rows }),
      [`POST ${BASE}`]: (options?: { body?: unknown }) => {
        const body = options?.body as { nama: string; is_active: boolean };
        const created = { id: 4, ...body };
        rows = [...rows, created];
        return { message: 'Atribut tugas created', data: created };
      },
      [`PUT ${BASE}/2`]: (options?: { body?: unknown }) => {
        const body = options?.body as { nama: string; is_active: boolean };
        rows = rows.map((r) => (r.id === 2 ? { id: 2, ...body } : r));
        return { message: 'Atribut tugas updated', data: { id: 2, ...body } };
      },
    });
    await screen.findByText('Rutin');

    fireEvent.click(screen.getByTestId('worksheet-attribute-add'));
    const dialog = await screen.findByTestId('worksheet-attribute-dialog');
    fireEvent.click(within(dialog).getByTestId('worksheet-attribute-submit'));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Nama atribut/), { target: { value: '  Rapat  ' } });
    fireEvent.click(within(dialog).getByTestId('worksheet-attribute-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', BASE, { body: { nama: 'Rapat', is_active: true } }),
    );
    await waitFor(() => expect(screen.queryByTestId('worksheet-attribute-dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Rapat')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Ubah atribut Proyek' }));
    const edit = await screen.findByTestId('worksheet-attribute-dialog');
    expect(within(edit).getByLabelText(/Nama atribut/)).toHaveValue('Proyek');
    const active = within(edit).getByRole('checkbox', { name: 'Aktif' });
    expect(active).toBeChecked();
    fireEvent.click(active);
    await waitFor(() => expect(active).not.toBeChecked());
    fireEvent.click(within(edit).getByTestId('worksheet-attribute-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', `${BASE}/2`, { body: { nama: 'Proyek', is_active: false } }),
    );
    await waitFor(() => expect(screen.getByTestId('worksheet-attribute-status-2')).toHaveTextContent('Tidak aktif'));
  });

  it('shows a duplicate name under the field', async () => {
    open({
      [`GET ${BASE}`]: { data: ROWS },
      [`POST ${BASE}`]: new ApiError(422, 'Atribut tugas dengan nama tersebut sudah ada', {
        nama: ['Atribut tugas dengan nama tersebut sudah ada'],
      }),
    });
    await screen.findByText('Rutin');
    fireEvent.click(screen.getByTestId('worksheet-attribute-add'));
    const dialog = await screen.findByTestId('worksheet-attribute-dialog');
    fireEvent.change(within(dialog).getByLabelText(/Nama atribut/), { target: { value: 'Rutin' } });
    fireEvent.click(within(dialog).getByTestId('worksheet-attribute-submit'));
    expect(await within(dialog).findByText('Atribut tugas dengan nama tersebut sudah ada')).toBeInTheDocument();
  });

  it('deletes after a confirmation; cancelling sends nothing; one in use shows the server’s refusal', async () => {
    let rows = [...ROWS];
    const { request } = open({
      [`GET ${BASE}`]: () => ({ data: rows }),
      [`DELETE ${BASE}/3`]: () => {
        rows = rows.filter((r) => r.id !== 3);
        return { message: 'Atribut tugas deleted' };
      },
      [`DELETE ${BASE}/1`]: new ApiError(409, 'Atribut tugas masih dipakai, nonaktifkan saja'),
    });
    await screen.findByText('Lembur');

    fireEvent.click(screen.getByRole('button', { name: 'Hapus atribut Lembur' }));
    let confirmDialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(request).not.toHaveBeenCalledWith('DELETE', `${BASE}/3`);

    fireEvent.click(screen.getByRole('button', { name: 'Hapus atribut Lembur' }));
    confirmDialog = await screen.findByRole('alertdialog');
    expect(confirmDialog).toHaveTextContent('Atribut "Lembur" akan dihapus.');
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', `${BASE}/3`));
    await waitFor(() => expect(screen.queryByText('Lembur')).not.toBeInTheDocument());

    const errorSpy = jest.spyOn(notify, 'error');
    fireEvent.click(screen.getByRole('button', { name: 'Hapus atribut Rutin' }));
    confirmDialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', `${BASE}/1`));
    await waitFor(() => expect(errorSpy).toHaveBeenCalled());
    expect(JSON.stringify(errorSpy.mock.calls)).toContain('Atribut tugas masih dipakai, nonaktifkan saja');
    // The refusal keeps the confirmation open (to cancel, or deactivate instead), as every delete does.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Rutin')).toBeInTheDocument();
    errorSpy.mockRestore();
  });
});

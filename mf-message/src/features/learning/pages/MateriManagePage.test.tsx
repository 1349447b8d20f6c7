import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/design-system';
import type { LearningMateriRow, LearningModulRow } from '@portal/contracts';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { learningModules, materiDetail, materiRow } from '../learning-fixtures';
import MateriManagePage from './MateriManagePage';

// Forms and dialogs render slowly under a loaded jsdom (mail tests do the same).
jest.setTimeout(60_000);

const MODUL = '/general/learning/x/modul';
const MATERI = '/general/learning/x/materi';
const PATH = '/learning/materi/index';

afterEach(() => act(() => notify.clear()));

function open(answers: Parameters<typeof fakeTransport>[0]) {
  const fake = fakeTransport(answers);
  renderWithProviders(<MateriManagePage />, { transport: fake.transport, path: PATH, route: PATH });
  return fake;
}

const modulRow = (name: string) => screen.getAllByTestId('modul-row').find((r) => r.textContent?.includes(name))!;

describe('MateriManagePage', () => {
  it('lists the modules in order and the materials; search asks the server', async () => {
    const { request } = open({
      [`GET ${MODUL}`]: { data: learningModules() },
      [`GET ${MATERI}`]: paged([materiRow()]),
    });
    expect(await screen.findByText('1. K3 Dasar (2 materi)')).toBeInTheDocument();
    expect(screen.getByText('2. Layanan Nasabah (0 materi)')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Daftar materi' });
    expect(await within(table).findByText('Alat Pelindung Diri')).toBeInTheDocument();
    expect(within(table).getByText('20 November 2026')).toBeInTheDocument();
    expect(screen.getByTestId('materi-add')).toBeEnabled();
    expect(request).toHaveBeenCalledWith('GET', MATERI, { query: { page: 1, per_page: 10, search: '' } });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari' }), { target: { value: 'helm' } });
    await waitFor(
      () => expect(request).toHaveBeenCalledWith('GET', MATERI, { query: { page: 1, per_page: 10, search: 'helm' } }),
      { timeout: 5_000 },
    );
  });

  it('without modules: says so and a material cannot be added yet', async () => {
    open({ [`GET ${MODUL}`]: { data: [] as LearningModulRow[] }, [`GET ${MATERI}`]: paged([] as LearningMateriRow[]) });
    expect(await screen.findByText('Belum ada modul')).toBeInTheDocument();
    expect(screen.getByTestId('materi-add')).toBeDisabled();
  });

  it('adds a module (name required first) and deletes one after a confirmation', async () => {
    let modules = learningModules();
    const { request } = open({
      [`GET ${MODUL}`]: () => ({ data: modules }),
      [`GET ${MATERI}`]: paged([materiRow()]),
      [`POST ${MODUL}`]: (options?: { body?: unknown }) => {
        const body = options?.body as { nama: string; deskripsi: string | null; urutan: number };
        const row = { id: 9, ...body, materi_count: 0, quiz_count: 0 };
        modules = [...modules, row];
        return { message: 'Modul disimpan', data: row };
      },
      [`DELETE ${MODUL}/2`]: () => {
        modules = modules.filter((m) => m.id !== 2);
        return { message: 'Modul dihapus' };
      },
    });
    await screen.findByText('1. K3 Dasar (2 materi)');

    fireEvent.click(screen.getByTestId('modul-add'));
    const dialog = await screen.findByTestId('modul-form-dialog');
    fireEvent.click(within(dialog).getByTestId('modul-form-submit'));
    // The learning forms' own required text (learning/api.ts).
    expect(await within(dialog).findByText('Wajib diisi')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('POST', MODUL, expect.anything());
    fireEvent.change(within(dialog).getByLabelText(/Nama Modul/), { target: { value: 'Anti Pencucian Uang' } });
    fireEvent.click(within(dialog).getByTestId('modul-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', MODUL, {
        body: { nama: 'Anti Pencucian Uang', deskripsi: null, urutan: 2 },
      }),
    );
    expect(await screen.findByText('2. Anti Pencucian Uang (0 materi)')).toBeInTheDocument();

    fireEvent.click(within(modulRow('Layanan Nasabah')).getByRole('button', { name: 'Hapus' }));
    const confirmDialog = await screen.findByRole('alertdialog');
    expect(confirmDialog).toHaveTextContent('"Layanan Nasabah" akan dihapus.');
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', `${MODUL}/2`));
    await waitFor(() => expect(screen.queryByText(/Layanan Nasabah/)).not.toBeInTheDocument());
  });

  it('changes a material, shows its files and removes one, then deletes the material', async () => {
    let rows = [materiRow()];
    let detail = materiDetail();
    const { request } = open({
      [`GET ${MODUL}`]: { data: learningModules() },
      [`GET ${MATERI}`]: () => paged(rows),
      [`GET ${MATERI}/7`]: () => ({ data: detail }),
      [`PUT ${MATERI}/7`]: (options?: { body?: unknown }) => {
        const body = options?.body as { judul: string };
        rows = rows.map((r) => ({ ...r, judul: body.judul }));
        detail = { ...detail, judul: body.judul };
        return { message: 'Materi disimpan', data: detail };
      },
      [`DELETE ${MATERI}/7/x/file/91`]: () => {
        detail = { ...detail, files: [] };
        rows = rows.map((r) => ({ ...r, files_count: 0 }));
        return { message: 'Berkas dihapus', data: detail };
      },
      [`DELETE ${MATERI}/7`]: () => {
        rows = [];
        return { message: 'Materi dihapus' };
      },
    });
    const table = screen.getByRole('table', { name: 'Daftar materi' });
    const row = () => within(table).getByText(detail.judul).closest('tr')!;
    await within(table).findByText('Alat Pelindung Diri');

    fireEvent.click(within(row()).getByRole('button', { name: 'Ubah' }));
    const dialog = await screen.findByTestId('materi-form-dialog');
    expect(within(dialog).getByText('Ubah Materi')).toBeInTheDocument();
    const judul = within(dialog).getByLabelText(/Judul/);
    expect(judul).toHaveValue('Alat Pelindung Diri');
    fireEvent.change(judul, { target: { value: 'APD di Kantor Cabang' } });
    fireEvent.click(within(dialog).getByTestId('materi-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', `${MATERI}/7`, {
        body: expect.objectContaining({ modul_id: 1, judul: 'APD di Kantor Cabang', urutan: 1 }),
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('materi-form-dialog')).not.toBeInTheDocument());
    expect(await within(table).findByText('APD di Kantor Cabang')).toBeInTheDocument();

    fireEvent.click(within(row()).getByRole('button', { name: 'Berkas' }));
    const files = await screen.findByTestId('materi-files');
    expect(within(files).getByRole('link', { name: 'apd.pdf' })).toHaveAttribute(
      'href',
      'https://files.example.org/apd.pdf',
    );
    fireEvent.click(within(files).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', `${MATERI}/7/x/file/91`));
    await waitFor(() => expect(within(files).queryByText('apd.pdf')).not.toBeInTheDocument());

    fireEvent.click(within(row()).getByRole('button', { name: 'Hapus' }));
    const confirmDialog = await screen.findByRole('alertdialog');
    expect(confirmDialog).toHaveTextContent('"APD di Kantor Cabang" akan dihapus.');
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', `${MATERI}/7`));
    await waitFor(() => expect(screen.queryByTestId('materi-files')).not.toBeInTheDocument());
    expect(await within(table).findByText('Tidak ada data')).toBeInTheDocument();
  });
});

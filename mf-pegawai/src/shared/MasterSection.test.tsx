import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/design-system';
import { fakeTransport, renderWith } from '../testing/test-utils';
import { MasterSection, type MasterField } from './MasterSection';

jest.setTimeout(20_000);

interface Row {
  id: number;
  nama: string;
  akronim: string | null;
  parent_id: number;
}

const rows: Row[] = [
  { id: 1, nama: 'Lembaga Pengembangan Perbankan Indonesia', akronim: 'LPPI', parent_id: 2 },
  { id: 2, nama: 'Badan Sertifikasi Manajemen Risiko', akronim: 'BSMR', parent_id: 1 },
];
const fields: MasterField[] = [
  { kind: 'text', name: 'akronim', label: 'Akronim', requiredMessage: 'Akronim wajib diisi', max: 10 },
  {
    kind: 'select',
    name: 'parent_id',
    label: 'Induk',
    options: [
      { id: '1', nama: 'Perbankan' },
      { id: '2', nama: 'Risiko' },
    ],
    requiredMessage: 'Induk wajib dipilih',
  },
];

function renderSection() {
  const save = jest.fn(async (_body: Record<string, unknown>, id?: number) => ({
    message: id ? 'Penyelenggara updated' : 'Penyelenggara created',
  }));
  const remove = jest.fn(async (_id: number) => ({ message: 'Penyelenggara deleted' }));
  const mutate = jest.fn();
  renderWith(
    <MasterSection<Row>
      title="Penyelenggara"
      testId="master"
      headers={['Nama', 'Akronim']}
      list={{ data: { data: rows }, mutate }}
      cells={(r) => [r.nama, r.akronim ?? '-']}
      fields={fields}
      valuesOf={(r) => ({ akronim: r.akronim ?? '', parent_id: String(r.parent_id) })}
      labelOf={(r) => `${r.nama} | ${r.akronim}`}
      save={save}
      remove={remove}
    />,
    fakeTransport({}).transport,
  );
  return { save, remove, mutate };
}

describe('MasterSection (a short master list: add, change, delete)', () => {
  afterEach(() => act(() => notify.clear()));

  it('checks the fields, then adds an entry with trimmed text and the chosen parent as a number', async () => {
    const { save, mutate } = renderSection();
    expect(screen.getByRole('table', { name: 'Daftar Penyelenggara' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Penyelenggara' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Penyelenggara' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Nama wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Akronim wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Induk wajib dipilih')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nama/ }), {
      target: { value: ' Institut Bankir ' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Akronim/ }), {
      target: { value: 'AKRONIM-TERLALU-PANJANG' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Induk/ }), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Akronim paling banyak 10 karakter')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Akronim/ }), { target: { value: ' IBI ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ nama: 'Institut Bankir', akronim: 'IBI', parent_id: 2 }, undefined),
    );
    await waitFor(() => expect(mutate).toHaveBeenCalled());
  });

  it('changes an entry with its values filled in', async () => {
    const { save } = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Ubah Badan Sertifikasi Manajemen Risiko | BSMR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Penyelenggara' });
    expect(within(dialog).getByRole('textbox', { name: /^Nama/ })).toHaveValue('Badan Sertifikasi Manajemen Risiko');
    expect(within(dialog).getByRole('textbox', { name: /^Akronim/ })).toHaveValue('BSMR');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        { nama: 'Badan Sertifikasi Manajemen Risiko', akronim: 'BSMR', parent_id: 1 },
        2,
      ),
    );
  });

  it('deletes only after confirming, naming the entry', async () => {
    const { remove, mutate } = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Hapus Lembaga Pengembangan Perbankan Indonesia | LPPI' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('"Lembaga Pengembangan Perbankan Indonesia | LPPI" akan dihapus.'),
    ).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /Ya|Hapus/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(1));
    await waitFor(() => expect(mutate).toHaveBeenCalled());
  });
});

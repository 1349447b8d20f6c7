import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import type { DiklatRequiredInput } from '@portal/contracts';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import { kompetensiOptions, tellerRequired } from '../diklat-fixtures';
import { RequiredKompetensiDialog } from './RequiredKompetensiDialog';

jest.setTimeout(20_000);

const FIELD = 'Kompetensi yang Dibutuhkan';

function renderDialog(onSubmit: (jabatanId: number, input: DiklatRequiredInput) => Promise<unknown>) {
  renderWith(
    <RequiredKompetensiDialog
      jabatan={tellerRequired.jabatan}
      current={tellerRequired.kompetensi.map((k) => k.nama)}
      options={kompetensiOptions}
      onSubmit={onSubmit}
      onClose={jest.fn()}
    />,
    fakeTransport({}).transport,
  );
  return screen.findByRole('dialog', { name: 'Kompetensi Jabatan Teller' });
}

const removeButton = (dialog: HTMLElement, nama: string) =>
  within(dialog).queryByRole('button', { name: `Hapus pilihan ${nama}` });

describe('RequiredKompetensiDialog', () => {
  it("shows the position's requirements and sends them with the one picked", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const dialog = await renderDialog(onSubmit);
    expect(removeButton(dialog, 'Komunikasi Efektif')).toBeInTheDocument();
    expect(removeButton(dialog, 'Pelayanan Nasabah')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: FIELD }));
    await user.click(within(dialog).getByRole('option', { name: 'Negosiasi' }));
    await user.click(within(dialog).getByTestId('required-form-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(5, {
      kompetensi: ['Komunikasi Efektif', 'Pelayanan Nasabah', 'Negosiasi'],
    });
  });

  it('refuses to save a position without any requirement, sending nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const dialog = await renderDialog(onSubmit);
    await user.click(removeButton(dialog, 'Komunikasi Efektif')!);
    await user.click(removeButton(dialog, 'Pelayanan Nasabah')!);
    await user.click(within(dialog).getByTestId('required-form-submit'));
    expect(await within(dialog).findByText('Pilih paling sedikit satu kompetensi')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a position chosen for its first requirements keeps what it already required', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const loadCurrent = jest.fn().mockResolvedValue(['Pelayanan Nasabah']);
    renderWith(
      <RequiredKompetensiDialog
        options={kompetensiOptions}
        jabatanOptions={[tellerRequired.jabatan, { id: 7, nama: 'Analis Kredit' }]}
        loadCurrent={loadCurrent}
        onSubmit={onSubmit}
        onClose={jest.fn()}
      />,
      fakeTransport({}).transport,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Kompetensi Jabatan' });
    await user.click(within(dialog).getByTestId('required-form-submit'));
    expect(await within(dialog).findByText('Jabatan wajib dipilih')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Jabatan' }));
    await user.click(within(dialog).getByRole('option', { name: 'Teller' }));
    expect(await within(dialog).findByRole('button', { name: 'Hapus pilihan Pelayanan Nasabah' })).toBeInTheDocument();
    expect(loadCurrent).toHaveBeenCalledWith(5);
    await user.click(within(dialog).getByRole('combobox', { name: FIELD }));
    await user.click(within(dialog).getByRole('option', { name: 'Negosiasi' }));
    await user.click(within(dialog).getByTestId('required-form-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(5, { kompetensi: ['Pelayanan Nasabah', 'Negosiasi'] }));
  });

  it("shows the server's 422 under the field and stays open", async () => {
    const user = userEvent.setup();
    const unknown = 'Kompetensi tidak dikenal (bukan kompetensi pegawai, sertifikasi atau kualifikasi diklat): X';
    const onSubmit = jest
      .fn()
      .mockRejectedValue(new ApiError(422, 'Data yang dikirim tidak valid', { kompetensi: [unknown] }));
    const dialog = await renderDialog(onSubmit);
    await user.click(within(dialog).getByTestId('required-form-submit'));
    expect(await within(dialog).findByText(unknown)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Kompetensi Jabatan Teller' })).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import { EMPTY_PHK_FORM, phkFormValues } from '../api';
import { phkRow, phkTypes } from '../phk-fixtures';
import { PhkFormDialog } from './PhkFormDialog';

jest.setTimeout(20_000);

function renderDialog(onSubmit: jest.Mock, edit = false) {
  const { transport } = fakeTransport({});
  renderWith(
    <PhkFormDialog
      open
      title={edit ? 'Ubah PHK' : 'Tambah PHK'}
      initialValues={edit ? phkFormValues(phkRow()) : EMPTY_PHK_FORM}
      pegawaiNama={edit ? 'Ani Lestari' : undefined}
      types={phkTypes}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
    transport,
  );
  return screen.findByRole('dialog');
}

describe('PhkFormDialog', () => {
  it('says what is missing and sends nothing', async () => {
    const onSubmit = jest.fn();
    const dialog = await renderDialog(onSubmit);
    fireEvent.click(within(dialog).getByTestId('phk-form-submit'));
    expect(await within(dialog).findByText('Pegawai wajib dipilih')).toBeInTheDocument();
    expect(within(dialog).getByText('Kategori PHK wajib dipilih')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits a termination: the employee stays, blanks go as null', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const dialog = await renderDialog(onSubmit, true);
    expect(within(dialog).getByText('Ani Lestari')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Kategori PHK/), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText(/Penyelenggara/), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByTestId('phk-form-submit'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        pegawai_id: 5,
        type_id: 4,
        tanggal: '2026-03-31',
        nomor_sk: 'SK/PHK/2026/001',
        penyelenggara: null,
        keterangan: 'Atas permintaan sendiri',
      }),
    );
  });

  it("shows the server's 422 under the field it names", async () => {
    const error = new ApiError(422, 'Data yang dikirim tidak valid', {
      nomor_sk: ['Nomor SK paling banyak 255 karakter'],
    });
    const onSubmit = jest.fn().mockRejectedValue(error);
    const dialog = await renderDialog(onSubmit, true);
    fireEvent.click(within(dialog).getByTestId('phk-form-submit'));
    expect(await within(dialog).findByText('Nomor SK paling banyak 255 karakter')).toBeInTheDocument();
  });
});

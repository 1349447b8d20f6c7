import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import { EMPTY_SANKSI_FORM, sanksiFormValues } from '../api';
import { sanksiJenis, sanksiRow } from '../sanksi-fixtures';
import { SanksiFormDialog } from './SanksiFormDialog';

jest.setTimeout(20_000);

function renderDialog(onSubmit: jest.Mock, edit = false) {
  const { transport } = fakeTransport({});
  renderWith(
    <SanksiFormDialog
      open
      title={edit ? 'Ubah Sanksi' : 'Tambah Sanksi'}
      initialValues={edit ? sanksiFormValues(sanksiRow()) : EMPTY_SANKSI_FORM}
      pegawaiNama={edit ? 'Ani Lestari' : undefined}
      jenis={sanksiJenis}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
    transport,
  );
  return screen.findByRole('dialog');
}

describe('SanksiFormDialog', () => {
  it('says what is missing and sends nothing', async () => {
    const onSubmit = jest.fn();
    const dialog = await renderDialog(onSubmit);
    fireEvent.click(within(dialog).getByTestId('sanksi-form-submit'));
    expect(await within(dialog).findByText('Pegawai wajib dipilih')).toBeInTheDocument();
    expect(within(dialog).getByText('Jenis sanksi wajib dipilih')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits a sanction: the employee stays, blanks go as null', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const dialog = await renderDialog(onSubmit, true);
    expect(within(dialog).getByText('Ani Lestari')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Jenis Sanksi/), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText(/Nomor SK/), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByTestId('sanksi-form-submit'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        pegawai_id: 5,
        jenis_id: 3,
        awal: '2026-01-05',
        akhir: '2026-07-04',
        nomor_sk: null,
        keterangan: 'Terlambat masuk kerja berulang kali',
      }),
    );
  });

  it("shows the server's 422 under the field it names", async () => {
    const error = new ApiError(422, 'Data yang dikirim tidak valid', {
      akhir: ['Tanggal akhir tidak boleh sebelum tanggal awal'],
    });
    const onSubmit = jest.fn().mockRejectedValue(error);
    const dialog = await renderDialog(onSubmit, true);
    fireEvent.click(within(dialog).getByTestId('sanksi-form-submit'));
    expect(await within(dialog).findByText('Tanggal akhir tidak boleh sebelum tanggal awal')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import { EMPTY_PGS_FORM, pgsFormValues } from '../api';
import { pgsRow } from '../pgs-fixtures';
import { PgsFormDialog } from './PgsFormDialog';

jest.setTimeout(20_000);

function renderDialog(onSubmit: jest.Mock, edit = false) {
  // The option files are fetched outside the transport's request (static files); an empty list is fine here.
  const { transport } = fakeTransport({});
  renderWith(
    <PgsFormDialog
      open
      title={edit ? 'Ubah PGS' : 'Tambah PGS'}
      initialValues={edit ? pgsFormValues(pgsRow()) : EMPTY_PGS_FORM}
      pegawaiNama={edit ? 'Ani Lestari' : undefined}
      pangkatId={edit ? 2 : null}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
    transport,
  );
  return screen.findByRole('dialog');
}

describe('PgsFormDialog', () => {
  it('says what is missing and sends nothing', async () => {
    const onSubmit = jest.fn();
    const dialog = await renderDialog(onSubmit);
    fireEvent.click(within(dialog).getByTestId('pgs-form-submit'));
    expect(await within(dialog).findByText('Pegawai wajib dipilih')).toBeInTheDocument();
    expect(within(dialog).getByText('Jabatan wajib dipilih')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits an assignment: the acting official and the rank stay, blanks go as null', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const dialog = await renderDialog(onSubmit, true);
    expect(within(dialog).getByText('Ani Lestari')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Keterangan/), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByTestId('pgs-form-submit'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        pegawai_id: 5,
        jabatan_id: 7,
        kantor_id: 3,
        pangkat_id: 2,
        start_date: '2026-03-01',
        end_date: '2026-05-31',
        nomor_sk: 'SK/PGS/2026/004',
        keterangan: null,
      }),
    );
  });
});

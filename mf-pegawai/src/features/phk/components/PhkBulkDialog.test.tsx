import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import { phkTypes } from '../phk-fixtures';
import { PhkBulkDialog } from './PhkBulkDialog';

jest.setTimeout(20_000);

const YEAR = String(new Date().getFullYear());

async function renderDialog(onSubmit: jest.Mock) {
  const { transport } = fakeTransport({});
  renderWith(<PhkBulkDialog types={phkTypes} onSubmit={onSubmit} onClose={() => undefined} />, transport);
  return screen.findByTestId('phk-bulk-dialog');
}

function typeNpp(dialog: HTMLElement, text: string) {
  fireEvent.change(within(dialog).getByLabelText(/Daftar NPP/), { target: { value: text } });
}

/** Category 'Pensiun Normal', 31 Maret of this year. */
function fillTheRest(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText(/Kategori PHK/), { target: { value: '1' } });
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Tanggal' }), { target: { value: '31' } });
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Bulan' }), { target: { value: '3' } });
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Tahun' }), { target: { value: YEAR } });
}

/** Submits, then confirms 'N pegawai akan di-PHK …'; answers the confirmation's text. */
async function submitAndConfirm(dialog: HTMLElement): Promise<string> {
  fireEvent.click(within(dialog).getByTestId('phk-bulk-submit'));
  // Validation and the confirmation's animation take a while on a busy machine.
  const confirmation = await screen.findByRole('alertdialog', {}, { timeout: 5_000 });
  const text = confirmation.textContent ?? '';
  // The confirm dialog closes after a promise: let it settle inside act.
  await act(async () => {
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Ya, PHK' }));
  });
  return text;
}

describe('PhkBulkDialog', () => {
  it('counts the NPPs as they are typed (spaces, commas, new lines) and refuses malformed and repeated ones', async () => {
    const onSubmit = jest.fn();
    const dialog = await renderDialog(onSubmit);
    expect(within(dialog).getByTestId('phk-bulk-count')).toHaveTextContent('0 NPP terbaca');
    typeNpp(dialog, '41000001, 41000002\n41000003  4100-04\n41000005;41000006');
    expect(within(dialog).getByTestId('phk-bulk-count')).toHaveTextContent('6 NPP terbaca');
    fillTheRest(dialog);
    fireEvent.click(within(dialog).getByTestId('phk-bulk-submit'));
    expect(await within(dialog).findByText('NPP harus 8 digit angka: 4100-04')).toBeInTheDocument();
    typeNpp(dialog, '41000001 41000002 41000001');
    expect(await within(dialog).findByText('NPP tercantum lebih dari sekali: 41000001')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a confirmation naming how many, then sends the parsed NPPs with one type and date', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const dialog = await renderDialog(onSubmit);
    typeNpp(dialog, '41000001,41000002\n41000003');
    fillTheRest(dialog);
    fireEvent.change(within(dialog).getByLabelText(/Nomor SK/), { target: { value: ' SK/PHK/MASSAL/1 ' } });
    const confirmation = await submitAndConfirm(dialog);
    expect(confirmation).toContain(`3 pegawai akan di-PHK (Pensiun Normal) per 31 Maret ${YEAR}`);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        npp: ['41000001', '41000002', '41000003'],
        type_id: 1,
        tanggal: `${YEAR}-03-31`,
        nomor_sk: 'SK/PHK/MASSAL/1',
        penyelenggara: null,
        keterangan: null,
      }),
    );
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const onSubmit = jest.fn();
    const dialog = await renderDialog(onSubmit);
    typeNpp(dialog, '41000001');
    fillTheRest(dialog);
    fireEvent.click(within(dialog).getByTestId('phk-bulk-submit'));
    const confirmation = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(within(confirmation).getByRole('button', { name: 'Batal' }));
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("lists each NPP the server refused with its reason (422: nothing saved), other fields' errors under them", async () => {
    const error = new ApiError(422, '2 NPP tidak dapat di-PHK; tidak ada data yang disimpan', {
      'npp.41000009': ['Pegawai dengan NPP ini tidak ditemukan'],
      'npp.41000001': ['Pegawai ini sudah memiliki data PHK'],
      nomor_sk: ['Nomor SK paling banyak 255 karakter'],
    });
    const onSubmit = jest.fn().mockRejectedValue(error);
    const dialog = await renderDialog(onSubmit);
    typeNpp(dialog, '41000001 41000002 41000009');
    fillTheRest(dialog);
    await submitAndConfirm(dialog);
    const problems = await within(dialog).findByTestId('phk-bulk-problems');
    expect(within(problems).getByTestId('phk-bulk-problem-41000001')).toHaveTextContent(
      '41000001: Pegawai ini sudah memiliki data PHK',
    );
    expect(within(problems).getByTestId('phk-bulk-problem-41000009')).toHaveTextContent(
      '41000009: Pegawai dengan NPP ini tidak ditemukan',
    );
    expect(within(problems).queryByText(/41000002/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Nomor SK paling banyak 255 karakter')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import type { TargetDanaUpload } from '@portal/contracts';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { TYPES } from '../target-dana-fixtures';
import RegisterPage from './RegisterPage';

jest.setTimeout(40_000);

const NOMINAL = '/sdm/pegawai/link/target/dana/x/nominal';
const file = () =>
  new File([new Uint8Array([0x50, 0x4b])], 'target.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

async function chooseAndUpload() {
  const select = await screen.findByRole('combobox', { name: 'Jenis target' });
  await within(select).findByRole('option', { name: 'Tabungan' });
  expect(within(select).queryByRole('option', { name: 'Lama' })).not.toBeInTheDocument();
  fireEvent.change(select, { target: { value: '1' } });
  fireEvent.change(screen.getByTestId('target-upload-file'), { target: { files: [file()] } });
  fireEvent.click(screen.getByTestId('target-upload-submit'));
}

describe('RegisterPage (Upload)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a file with a bad row is refused whole: every row error is listed and nothing is added', async () => {
    const error = jest.spyOn(notify, 'error');
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/link/target/dana/x/type': TYPES,
      [`GET ${NOMINAL}`]: paged([]),
      [`POST ${NOMINAL}`]: new ApiError(422, 'File target tidak valid, tidak ada data yang disimpan', {
        file: ['Baris 3, kolom NPP: NPP tidak dikenal', 'Baris 4, kolom Nominal: Nominal harus angka positif'],
      }),
    });
    renderWithProviders(<RegisterPage />, { transport, route: '/' });
    expect(screen.getByRole('heading', { name: 'Upload' })).toBeInTheDocument();
    await chooseAndUpload();
    const errors = await screen.findByTestId('target-upload-errors');
    expect(errors).toHaveTextContent('tidak ada target yang disimpan');
    expect(within(errors).getByText('Baris 3, kolom NPP: NPP tidak dikenal')).toBeInTheDocument();
    expect(within(errors).getByText('Baris 4, kolom Nominal: Nominal harus angka positif')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('File target tidak valid, tidak ada data yang disimpan');
    expect(screen.queryByTestId('target-upload-done')).not.toBeInTheDocument();
    const [, , options] = request.mock.calls.find(([m, p]) => m === 'POST' && p === NOMINAL)!;
    expect(options).toMatchObject({ query: { event: 'store_upload', type_id: 1 } });
    expect(screen.getByText('Belum ada upload')).toBeInTheDocument();
  });

  it("a good file shows 'Upload File Target Berhasil' and the upload joins the list", async () => {
    const success = jest.spyOn(notify, 'success');
    const upload = {
      id: 7,
      tahun: 2026,
      bulan: 3,
      type: { id: 1, nama: 'Tabungan' },
      row_count: 2,
      total: '37500000.50',
      user_name: 'admin',
      created_at: '2026-03-05T02:00:00.000Z',
    } satisfies TargetDanaUpload;
    let uploaded = false;
    const { transport } = fakeTransport({
      'GET /sdm/pegawai/link/target/dana/x/type': TYPES,
      [`GET ${NOMINAL}`]: () => paged(uploaded ? [upload] : []),
      [`POST ${NOMINAL}`]: () => {
        uploaded = true;
        return { message: 'Upload File Target Berhasil', data: upload };
      },
    });
    renderWithProviders(<RegisterPage />, { transport });
    await chooseAndUpload();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Upload File Target Berhasil'));
    expect(await screen.findByTestId('target-upload-done')).toHaveTextContent(
      'Tabungan Maret 2026: 2 rekening, Rp 37.500.000,50',
    );
    expect(await screen.findByRole('table', { name: 'Upload target yang berhasil' })).toHaveTextContent(
      'Rp 37.500.000,50',
    );
  });
});

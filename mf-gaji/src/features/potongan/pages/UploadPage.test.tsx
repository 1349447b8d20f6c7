import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Job } from '@portal/api-client';
import { fakeTransport, renderWithProviders, signInAs, signOut } from '../../../testing/test-utils';
import { BANDUNG, ROW_ERRORS } from '../potongan-fixtures';
import UploadPage from './UploadPage';

jest.setTimeout(40_000);

const ROUTE = `/?kantor_id=${BANDUNG.id}&tahun=2026&bulan=3`;
const UPLOAD = 'POST /sdm/pegawai/x/potongan_gaji/x/upload';

const batas = (is_lewat = false) => ({
  data: {
    kind: 'gaji',
    tahun: 2026,
    bulan: 3,
    tanggal: '2026-03-20',
    is_default: false,
    is_lewat,
    updated_at: null,
  },
});

function job(patch: Partial<Job>): Job {
  return {
    id: 'j1',
    name: 'potongan_gaji.upload',
    status: 'done',
    progress: 100,
    message: null,
    result_url: null,
    result: null,
    error: null,
    attempts: 1,
    created_at: '2026-03-05T02:00:00.000Z',
    started_at: null,
    finished_at: null,
    ...patch,
  };
}

function pickAndUpload() {
  const file = new File(['xlsx'], 'potongan-maret.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  fireEvent.change(screen.getByTestId('upload-file'), { target: { files: [file] } });
  fireEvent.click(screen.getByTestId('upload-submit'));
  return file;
}

beforeEach(() => signInAs([3]));
afterEach(() => signOut());

describe('UploadPage', () => {
  it('sends the xlsx for the office and month, follows the job and reports the rows written', async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/x/potongan_gaji/x/batas_upload': batas(),
      [UPLOAD]: { message: 'Potongan Gaji uploaded', data: { job_id: 'j1', upload_id: 4 } },
      'GET /general/jobs/j1': {
        data: job({
          message: '2 baris tersimpan',
          result: { imported: 2, total: '1375000.50', upload_id: 4, errors: [] },
        }),
      },
    });
    renderWithProviders(<UploadPage />, { transport, route: ROUTE });
    expect(await screen.findByText(/Batas upload Maret 2026: 20 Maret 2026/)).toBeInTheDocument();
    const file = pickAndUpload();
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        'POST',
        '/sdm/pegawai/x/potongan_gaji/x/upload',
        expect.objectContaining({
          query: { kantor_id: BANDUNG.id, tahun: 2026, bulan: 3 },
          body: file,
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        }),
      ),
    );
    const success = await screen.findByTestId('upload-success', {}, { timeout: 15_000 });
    expect(success).toHaveTextContent('2 baris tersimpan, total Rp 1.375.000,50.');
    expect(screen.queryByTestId('upload-errors')).not.toBeInTheDocument();
  });

  it('a refused file shows every row problem and that nothing was saved', async () => {
    const { transport } = fakeTransport({
      'GET /sdm/pegawai/x/potongan_gaji/x/batas_upload': batas(),
      [UPLOAD]: { message: 'Potongan Gaji uploaded', data: { job_id: 'j1', upload_id: 5 } },
      'GET /general/jobs/j1': {
        data: job({
          status: 'failed',
          error: 'Data upload tidak valid, tidak ada data yang disimpan',
          result: { imported: 0, total: '0.00', upload_id: 5, errors: ROW_ERRORS },
        }),
      },
    });
    renderWithProviders(<UploadPage />, { transport, route: ROUTE });
    await screen.findByTestId('batas-info');
    pickAndUpload();
    const report = await screen.findByTestId('upload-errors', {}, { timeout: 15_000 });
    expect(within(report).getByText(/3 masalah ditemukan, tidak ada data yang disimpan/)).toBeInTheDocument();
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual(ROW_ERRORS.map((e) => [String(e.row), e.column, e.message]));
    expect(screen.queryByTestId('upload-success')).not.toBeInTheDocument();
  });

  it('after the deadline the upload button stays off', async () => {
    const { transport } = fakeTransport({ 'GET /sdm/pegawai/x/potongan_gaji/x/batas_upload': batas(true) });
    renderWithProviders(<UploadPage />, { transport, route: ROUTE });
    expect(await screen.findByText(/Batas sudah lewat/)).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('upload-file'), { target: { files: [new File(['x'], 'a.xlsx')] } });
    expect(screen.getByTestId('upload-submit')).toBeDisabled();
  });
});

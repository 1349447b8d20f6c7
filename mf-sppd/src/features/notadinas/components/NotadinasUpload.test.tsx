import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queuedJob } from '@portal/api-client/testing';
import { notify } from '@portal/design-system';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { lastRefused } from '../api';
import NotadinasUploadErrorPage from '../pages/NotadinasUploadErrorPage';
import { NotadinasUpload } from './NotadinasUpload';

jest.setTimeout(40_000);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ROW_ERRORS = [
  { row: 2, column: 'NPP', message: 'NPP tidak ditemukan' },
  { row: 3, column: 'Kepada', message: "Jabatan tujuan 'Direksi' tidak ditemukan" },
];

afterEach(() => {
  act(() => notify.clear());
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('NotadinasUpload', () => {
  test('sends the xlsx, lists every refused row and remembers them for the upload_error page', async () => {
    const { transport, request } = fakeTransport({
      'POST /sdm/notadinas/x/upload': { message: 'Upload sedang diproses', data: { job_id: 'j1' } },
      'GET /general/jobs/j1': {
        data: queuedJob('j1', {
          name: 'notadinas.import',
          status: 'failed',
          progress: 100,
          message: null,
          error: 'Data upload tidak valid, tidak ada data yang disimpan',
          result: { imported: 0, errors: ROW_ERRORS },
          created_at: '2026-03-05T02:00:00.000Z',
        }),
      },
    });
    renderWithProviders(<NotadinasUpload />, { transport });
    const file = new File(['xlsx'], 'nota.xlsx', { type: XLSX });
    fireEvent.change(screen.getByTestId('notadinas-upload-file'), { target: { files: [file] } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('notadinas-upload'));
    });
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        'POST',
        '/sdm/notadinas/x/upload',
        expect.objectContaining({ body: file, headers: { 'Content-Type': XLSX } }),
      ),
    );
    const report = await screen.findByTestId('notadinas-import-errors', {}, { timeout: 25_000 });
    expect(within(report).getByText(/Baris 2, kolom NPP: NPP tidak ditemukan/)).toBeInTheDocument();
    expect(within(report).getByText(/Baris 3, kolom Kepada/)).toBeInTheDocument();
    expect(lastRefused()?.errors).toEqual(ROW_ERRORS);
  });

  test('the upload_error page explains when this session has no refused upload', () => {
    renderWithProviders(<NotadinasUploadErrorPage />, { transport: fakeTransport({}).transport });
    expect(screen.getByTestId('notadinas-upload-error-empty')).toHaveTextContent('Belum ada upload yang ditolak');
  });
});

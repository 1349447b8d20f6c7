import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/design-system';
import { jobRow } from '../../../testing/jobs';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { KpiUpload } from './KpiUpload';

jest.setTimeout(40_000);

const UPLOAD = '/sdm/kpi/x/event_pegawai/x/upload';
const ROW_ERRORS = [
  { row: 2, column: 'NPP', message: 'NPP tidak memiliki penilaian Draft pada event ini' },
  { row: 4, column: 'Realisasi', message: 'Realisasi harus angka tidak negatif, paling banyak 4 desimal' },
];

function answers(job: ReturnType<typeof jobRow>) {
  return fakeTransport({
    'GET /sdm/kpi/x/event': { data: [{ id: 3, nama: 'Penilaian Semester I' }] },
    [`POST ${UPLOAD}`]: { message: 'Upload KPI pegawai sementara di proses', data: { job_id: 'u1' } },
    'GET /general/jobs/u1': { data: job },
  });
}

async function pickAndSend() {
  await screen.findByRole('option', { name: 'Penilaian Semester I' });
  fireEvent.change(screen.getByRole('combobox', { name: 'Event upload' }), { target: { value: '3' } });
  const file = new File(['xlsx'], 'realisasi.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  fireEvent.change(screen.getByTestId('kpi-upload-file'), { target: { files: [file] } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('kpi-upload-submit'));
  });
  return file;
}

afterEach(() => {
  act(() => notify.clear());
  jest.restoreAllMocks();
});

describe('KpiUpload', () => {
  it("sends the xlsx for the event, says 'Upload KPI pegawai sementara di proses' and lists every refused row", async () => {
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = answers(
      jobRow('u1', {
        name: 'kpi.upload',
        status: 'failed',
        progress: 100,
        error: 'Data upload tidak valid, tidak ada data yang disimpan',
        result: { imported: 0, errors: ROW_ERRORS },
      }),
    );
    renderWithProviders(<KpiUpload />, { transport });
    const file = await pickAndSend();
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        'POST',
        UPLOAD,
        expect.objectContaining({
          query: { event_id: 3 },
          body: file,
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        }),
      ),
    );
    expect(success).toHaveBeenCalledWith('Upload KPI pegawai sementara di proses');
    const report = await screen.findByTestId('kpi-upload-errors', {}, { timeout: 20_000 });
    expect(within(report).getByText(/2 masalah ditemukan, tidak ada realisasi yang disimpan/)).toBeInTheDocument();
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual(ROW_ERRORS.map((e) => [String(e.row), e.column, e.message]));
    expect(screen.queryByTestId('kpi-upload-success')).not.toBeInTheDocument();
  });

  it('a good file reports the rows written', async () => {
    const { transport } = answers(
      jobRow('u1', { name: 'kpi.upload', status: 'done', progress: 100, result: { imported: 12, errors: [] } }),
    );
    renderWithProviders(<KpiUpload />, { transport });
    await pickAndSend();
    expect(await screen.findByTestId('kpi-upload-success', {}, { timeout: 20_000 })).toHaveTextContent(
      '12 baris realisasi tersimpan.',
    );
  });

  it("'Unduh Template Event' waits for an event, then saves that event's prefilled file", async () => {
    URL.createObjectURL = jest.fn(() => 'blob:template');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { transport, request } = fakeTransport({
      'GET /sdm/kpi/x/event': { data: [{ id: 3, nama: 'Penilaian Semester I' }] },
      'GET /sdm/kpi/x/event_pegawai/x/template': new Blob(['xlsx']),
    });
    renderWithProviders(<KpiUpload />, { transport });
    await screen.findByRole('option', { name: 'Penilaian Semester I' });
    expect(screen.getByTestId('kpi-upload-template')).toBeDisabled();
    fireEvent.change(screen.getByRole('combobox', { name: 'Event upload' }), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('kpi-upload-template'));
    await waitFor(() => expect(saved).toEqual(['template_upload_kpi_3.xlsx']));
    expect(request).toHaveBeenCalledWith(
      'GET',
      '/sdm/kpi/x/event_pegawai/x/template',
      expect.objectContaining({ query: { event_id: 3 }, responseType: 'blob' }),
    );
  });
});

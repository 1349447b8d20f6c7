import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import JabatanImportPage from './JabatanImportPage';

jest.setTimeout(20_000);

const job = (over: Record<string, unknown>) => ({
  id: 'j1',
  name: 'jabatan.import',
  progress: 100,
  message: null,
  result_url: null,
  attempts: 1,
  created_at: '2026-11-22T03:00:00Z',
  started_at: null,
  finished_at: null,
  ...over,
});

function pickAndUpload() {
  const file = new File(['xlsx'], 'jabatan.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
  fireEvent.click(screen.getByTestId('import-submit'));
  return file;
}

describe('JabatanImportPage', () => {
  it('uploads the file and shows the row report of a refused file', async () => {
    const failed = job({
      status: 'failed',
      error: 'Data upload tidak valid, tidak ada data yang disimpan',
      result: {
        imported: 0,
        errors: [
          { row: 3, column: 'NPP', message: 'NPP tidak ditemukan' },
          { row: 3, column: 'Awal', message: 'Kolom Awal harus berupa tanggal (DD/MM/YYYY)' },
        ],
      },
    });
    const { transport, request } = fakeTransport({
      'POST /sdm/pegawai/x/jabatan/x/store_excel': {
        message: 'Data upload sementara di proses',
        data: { job_id: 'j1' },
      },
      'GET /general/jobs/j1': { data: failed },
    });
    renderWith(<JabatanImportPage />, transport);
    const file = pickAndUpload();
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        'POST',
        '/sdm/pegawai/x/jabatan/x/store_excel',
        expect.objectContaining({ body: file }),
      ),
    );
    const report = await screen.findByTestId('import-errors', {}, { timeout: 10_000 });
    expect(within(report).getByText(/2 masalah ditemukan, tidak ada data yang disimpan/)).toBeInTheDocument();
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['3', 'NPP', 'NPP tidak ditemukan'],
      ['3', 'Awal', 'Kolom Awal harus berupa tanggal (DD/MM/YYYY)'],
    ]);
    expect(screen.queryByTestId('import-success')).not.toBeInTheDocument();
  });

  it('shows how many rows were imported when the job is done', async () => {
    const { transport } = fakeTransport({
      'POST /sdm/pegawai/x/jabatan/x/store_excel': {
        message: 'Data upload sementara di proses',
        data: { job_id: 'j1' },
      },
      'GET /general/jobs/j1': {
        data: job({ status: 'done', message: '3 baris berhasil diimpor', result: { imported: 3, errors: [] } }),
      },
    });
    renderWith(<JabatanImportPage />, transport);
    pickAndUpload();
    expect(await screen.findByText('3 baris berhasil diimpor.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('import-errors')).not.toBeInTheDocument();
  });
});

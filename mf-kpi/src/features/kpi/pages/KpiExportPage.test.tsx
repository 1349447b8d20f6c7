import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/design-system';
import { fakeRealtime, REALTIME_TICKET } from '@portal/api-client/testing';
import { jobRow } from '../../../testing/jobs';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import KpiExportPage from './KpiExportPage';

jest.setTimeout(30_000);

const realtime = fakeRealtime();

afterEach(() => {
  act(() => notify.clear());
  jest.restoreAllMocks();
});

describe('KpiExportPage', () => {
  it("starts the period's export job and follows it until the file can be downloaded", async () => {
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport({
      'POST /realtime/ticket': REALTIME_TICKET,
      'GET /sdm/kpi/x/periode': { data: [{ id: 2, nama: '2026 Semester I' }] },
      'POST /sdm/kpi/x/export': { message: 'Export KPI created, menunggu proses selesai.', data: { job_id: 'x1' } },
      'GET /general/jobs/x1': { data: jobRow('x1', { name: 'kpi.export' }) },
    });
    renderWithProviders(<KpiExportPage />, { transport });
    expect(screen.getByTestId('kpi-export-start')).toBeDisabled();
    await screen.findByRole('option', { name: '2026 Semester I' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Periode' }), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('kpi-export-start'));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', '/sdm/kpi/x/export', { body: { periode_id: 2 } }));
    expect(success).toHaveBeenCalledWith('Export KPI created, menunggu proses selesai.');
    const job = await screen.findByTestId('kpi-export-job');
    expect(within(job).getByText('Resume KPI 2026 Semester I (.xlsx)')).toBeInTheDocument();
    await waitFor(() => expect(realtime.opened()).toBe(true));
    realtime.push('job.done', {
      job_id: 'x1',
      progress: 100,
      status: 'done',
      message: 'Ekspor selesai',
      result_url: '/api/general/jobs/x1/result',
    });
    expect(await within(job).findByRole('button', { name: 'Unduh' })).toBeInTheDocument();
  });
});

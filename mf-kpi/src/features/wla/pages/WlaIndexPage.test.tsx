import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { workloadStatus } from '@portal/domain';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { fakeRealtime, REALTIME_TICKET } from '@portal/api-client/testing';
import { jobRow } from '../../../testing/jobs';
import { WLA_RESULTS } from '../wla-fixtures';
import WlaIndexPage from './WlaIndexPage';

jest.setTimeout(40_000);

const realtime = fakeRealtime();

describe('WlaIndexPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows FTE, staff and gap in the Indonesian format, and each status badge matches its gap', async () => {
    const { transport, request } = fakeTransport({ 'GET /sdm/wla': paged(WLA_RESULTS) });
    renderWithProviders(<WlaIndexPage />, { transport });
    const table = await screen.findByRole('table', { name: 'Hasil analisis beban kerja' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const expected = [
      ['Teller', '1,62', '-0,62', 'Over Load', 'warning'],
      ['Customer Service', '1,12', '-0,12', 'Fit', 'success'],
      ['Staf Umum', '0,38', '1,62', 'Under Load', 'danger'],
    ];
    rows.forEach((row, i) => {
      const [jabatan, fte, gap, label, variant] = expected[i];
      expect(within(row).getByText(jabatan)).toBeInTheDocument();
      expect(within(row).getByText(fte)).toBeInTheDocument();
      expect(within(row).getByTestId('wla-gap')).toHaveTextContent(gap);
      const badge = within(row).getByTestId('wla-status');
      expect(badge).toHaveTextContent(label);
      expect(badge).toHaveAttribute('data-variant', variant);
      // The badge is the domain's status of the gap shown.
      expect(workloadStatus(Number(WLA_RESULTS[i].gap)).label).toBe(label);
    });
    expect(request).toHaveBeenCalledWith('GET', '/sdm/wla', { query: { page: 1, per_page: 10 } });
  });

  it('keeps the filters in the address and sends them (status, office, search)', async () => {
    const { transport, request } = fakeTransport({ 'GET /sdm/wla': paged([WLA_RESULTS[0]]) });
    renderWithProviders(<WlaIndexPage />, { transport, route: '/?kantor_id=5&search=teller' });
    await screen.findByText('Teller');
    expect(request).toHaveBeenCalledWith('GET', '/sdm/wla', {
      query: { page: 1, per_page: 10, kantor_id: 5, search: 'teller' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'Over Load' } });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', '/sdm/wla', {
        query: { page: 1, per_page: 10, kantor_id: 5, search: 'teller', status: 'Over Load' },
      }),
    );
  });

  it("'Reset' queues the recompute job with the spec's toast and follows the job", async () => {
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport({
      'GET /sdm/wla': paged(WLA_RESULTS),
      'POST /realtime/ticket': REALTIME_TICKET,
      'POST /sdm/wla/x/pegawai_jabatan': { message: 'WLA Pegawai Jabatan Reset on Prosess', data: { job_id: 'r1' } },
      'GET /general/jobs/r1': { data: jobRow('r1') },
    });
    renderWithProviders(<WlaIndexPage />, { transport });
    await screen.findByText('Teller');
    fireEvent.click(screen.getByTestId('wla-reset'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/sdm/wla/x/pegawai_jabatan', { body: { action: 'updateReset' } }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('WLA Pegawai Jabatan Reset on Prosess'));
    expect(await screen.findByTestId('wla-reset-job')).toHaveTextContent('Hitung ulang WLA');
    await waitFor(() => expect(realtime.opened()).toBe(true));
    const loads = request.mock.calls.filter(([m, p]) => m === 'GET' && p === '/sdm/wla').length;
    realtime.push('job.done', { job_id: 'r1', progress: 100, status: 'done', message: '109 hasil dihitung ulang' });
    expect(screen.getByTestId('wla-reset-job-status')).toHaveTextContent('Selesai');
    await waitFor(() =>
      expect(request.mock.calls.filter(([m, p]) => m === 'GET' && p === '/sdm/wla').length).toBeGreaterThan(loads),
    );
  });
});

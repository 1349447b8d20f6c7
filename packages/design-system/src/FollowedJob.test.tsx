import { screen, waitFor } from '@testing-library/react';
import { fakeTransport } from '@portal/api-client/testing';
import { FollowedJob } from './FollowedJob';
import { renderPage } from './testing';

// The hook polls once the push channel has been quiet for JOB_REALTIME_FALLBACK_MS (4 s).
const POLLED = { timeout: 8_000 };
jest.setTimeout(20_000);

const job = (status: string, progress: number, message: string) => ({
  data: { id: 'j1', name: 'kantor.export', status, progress, message, result_url: null, result: null },
});

describe('FollowedJob', () => {
  it('shows nothing without a job, then its progress and message as the server reports them', async () => {
    const { transport } = fakeTransport({ 'GET /general/jobs/j1': job('running', 40.4, 'Membaca data kantor') });
    const { rerender } = renderPage(<FollowedJob jobId={null} label="Ekspor data kantor" downloadable />, {
      transport,
    });
    expect(screen.queryByTestId('followed-job')).not.toBeInTheDocument();
    rerender(<FollowedJob jobId="j1" label="Ekspor data kantor" downloadable />);
    await waitFor(() => expect(screen.getByTestId('followed-job')).toHaveAttribute('data-status', 'running'), POLLED);
    expect(screen.getByTestId('followed-job-percent')).toHaveTextContent('40%');
    expect(screen.getByTestId('followed-job-message')).toHaveTextContent('Membaca data kantor');
    expect(screen.queryByTestId('followed-job-download')).not.toBeInTheDocument();
  });

  it('a finished job offers its file and tells the page', async () => {
    const { transport } = fakeTransport({ 'GET /general/jobs/j1': job('done', 100, 'Ekspor selesai: 86 kantor') });
    const onDone = jest.fn();
    renderPage(<FollowedJob jobId="j1" label="Ekspor data kantor" downloadable onDone={onDone} testId="ekspor" />, {
      transport,
    });
    expect(await screen.findByTestId('ekspor-download', {}, POLLED)).toHaveTextContent('Unduh');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 'j1', status: 'done' })));
  });
});

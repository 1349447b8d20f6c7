import { useState } from 'react';
import { ApiError, isJobFinished, useFollowJob, useTransport, type JobSnapshot } from '@portal/api-client';
import {
  notifyError,
  jobPercent,
  jobToastId,
  JobProgressBar,
  notify,
  Box,
  Button,
  HStack,
} from '@portal/design-system';
import { requestDashboardRefresh } from './dashboard-api';

export const REFRESH_TEXTS = {
  button: 'Perbarui statistik',
  running: 'Memperbarui statistik',
  done: 'Statistik dashboard diperbarui',
  doneTitle: 'Proses selesai',
  failedTitle: 'Proses gagal',
} as const;

function announce(job: JobSnapshot): void {
  const id = jobToastId(job.id);
  if (job.status === 'failed')
    notify.error(job.job?.error ?? job.message ?? REFRESH_TEXTS.failedTitle, { title: REFRESH_TEXTS.failedTitle, id });
  else notify.success(job.message ?? REFRESH_TEXTS.done, { title: REFRESH_TEXTS.doneTitle, id });
}

/**
 * 'Perbarui statistik' (roles 1, 57): queues the refresh job and shows its progress as the server
 * pushes it (polling if the push channel is quiet); when it ends, the dashboard is read again.
 */
export function RefreshStatsButton({ onRefreshed }: { onRefreshed: () => void }) {
  const transport = useTransport();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const { job } = useFollowJob(jobId, {
    onDone: (finished) => {
      onRefreshed();
      announce(finished);
    },
  });
  const running = job !== null && !isJobFinished(job.status);
  const percent = jobPercent(job?.progress ?? 0);

  const start = async () => {
    setStarting(true);
    try {
      const answer = await requestDashboardRefresh(transport);
      notify.success(answer.message);
      setJobId(answer.data.job_id);
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) {
        notifyError(error);
      }
    } finally {
      setStarting(false);
    }
  };

  return (
    <HStack gap="3" align="center">
      {running ? (
        <Box minW="48" data-testid="dashboard-refresh-progress">
          <JobProgressBar percent={percent} running label={REFRESH_TEXTS.running} size="xs" />
        </Box>
      ) : null}
      <Button
        kind="secondary"
        size="sm"
        onClick={() => void start()}
        loading={starting || running}
        data-testid="dashboard-refresh"
      >
        {REFRESH_TEXTS.button}
      </Button>
    </HStack>
  );
}

import { useFollowJob, type JobSnapshot } from '@portal/api-client';
import { jobToastId, notify, Box, HStack, Progress, Text } from '@portal/design-system';

export interface FollowedJobProps {
  jobId: string | null;
  /** What runs, e.g. 'Reset struktur SOTK'. */
  label: string;
  onDone?: (job: JobSnapshot) => void;
  /** Extra content once the job is done (a download button). */
  children?: (job: JobSnapshot) => React.ReactNode;
}

/**
 * A background job started on this page: its progress as the server pushes it (polling when the
 * push channel is quiet), and a notification when it ends.
 */
export function FollowedJob({ jobId, label, onDone, children }: FollowedJobProps) {
  const { job } = useFollowJob(jobId, {
    onDone: (done) => {
      const id = jobToastId(done.id);
      if (done.status === 'failed') notify.error(done.message ?? 'Proses gagal', { title: `${label} gagal`, id });
      else notify.success(done.message ?? 'Selesai', { title: `${label} selesai`, id });
      onDone?.(done);
    },
  });
  if (!jobId || !job) return null;
  const finished = job.status === 'done' || job.status === 'failed';
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="followed-job" data-status={job.status}>
      <HStack justify="space-between" mb="2">
        <Text fontWeight="medium">{label}</Text>
        <Text role="status" color={job.status === 'failed' ? 'fg.error' : 'fg.muted'}>
          {job.status === 'done' ? 'Selesai' : job.status === 'failed' ? 'Gagal' : `${job.progress}%`}
        </Text>
      </HStack>
      <Progress.Root value={job.progress} max={100} size="sm" aria-label={`Kemajuan ${label}`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {job.message ? (
        <Text mt="2" fontSize="sm" data-testid="followed-job-message">
          {job.message}
        </Text>
      ) : null}
      {finished && children ? children(job) : null}
    </Box>
  );
}

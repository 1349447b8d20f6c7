import { useState } from 'react';
import { downloadJobResult, getJob, useFollowJob, useTransport } from '@portal/api-client';
import { downloadFile, notify, Box, Button, HStack, Progress, Text } from '@portal/design-system';

const STATUS_TEXT = { queued: 'Menunggu', running: 'Berjalan', done: 'Selesai', failed: 'Gagal' } as const;

/**
 * Follows one job (pushed events, polling as fallback) with its real progress and, once done,
 * the button that downloads its xlsx. `label` names what the job produces.
 */
export function JobFollower({ jobId, label }: { jobId: string; label: string }) {
  const transport = useTransport();
  const [downloading, setDownloading] = useState(false);
  const { job } = useFollowJob(jobId, {
    onDone: (snapshot) => {
      if (snapshot.status === 'done') notify.success(`${label} complete`, { title: 'Proses selesai' });
      else notify.error(snapshot.message ?? label, { title: 'Proses gagal' });
    },
  });
  const status = job?.status ?? 'queued';
  const percent = Math.round(job?.progress ?? 0);

  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadJobResult(transport, await getJob(transport, jobId));
      downloadFile(blob, fileName);
    } catch (error) {
      notify.error((error as Error).message, { title: 'Gagal mengunduh' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box borderWidth="1px" rounded="md" p="3" data-testid="job-follower" data-status={status}>
      <HStack justify="space-between" mb="2" gap="3">
        <Text fontWeight="medium">{label}</Text>
        <Text fontSize="sm" color="fg.muted">{`${STATUS_TEXT[status]} · ${percent}%`}</Text>
      </HStack>
      <Progress.Root value={percent} size="sm" aria-label={`Progres ${label}`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {job?.message ? <Text fontSize="sm" mt="2">{job.message}</Text> : null}
      {status === 'done' ? (
        <Button mt="2" size="sm" colorPalette="green" onClick={() => void download()} loading={downloading} data-testid="job-follower-download">
          Unduh
        </Button>
      ) : null}
    </Box>
  );
}

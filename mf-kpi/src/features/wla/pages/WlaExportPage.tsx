import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { Button, FollowedJob, HStack, notify, notifyError, PageHeader, Stack, Text } from '@portal/design-system';
import { exportWla, type WlaExportEvent } from '../api';

const LABELS: Record<WlaExportEvent, string> = { results: 'Ekspor hasil WLA', activities: 'Ekspor aktivitas WLA' };

/** /pegawai/wla/export (57): the results or the activities as xlsx, built by a job, then downloaded. */
export default function WlaExportPage() {
  const transport = useTransport();
  const [job, setJob] = useState<{ id: string; event: WlaExportEvent } | null>(null);
  const [sending, setSending] = useState<WlaExportEvent | null>(null);
  const start = async (event: WlaExportEvent) => {
    setSending(event);
    try {
      const answer = await exportWla(transport, event);
      notify.success(answer.message);
      setJob({ id: answer.data.job_id, event });
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(null);
    }
  };
  return (
    <Stack gap="4" data-testid="wla-export-page">
      <PageHeader size="xl" title="Ekspor WLA" />
      <Text fontSize="sm" color="fg.muted">
        File Excel dibuat di latar belakang; tombol Unduh muncul setelah selesai.
      </Text>
      <HStack gap="3" wrap="wrap">
        {(['results', 'activities'] as const).map((event) => (
          <Button
            key={event}
            kind={event === 'results' ? 'primary' : 'secondary'}
            loading={sending === event}
            disabled={sending !== null}
            onClick={() => void start(event)}
            data-testid={`wla-export-${event}`}
          >
            {LABELS[event]}
          </Button>
        ))}
      </HStack>
      <FollowedJob
        jobId={job?.id}
        label={job ? LABELS[job.event] : 'Ekspor WLA'}
        downloadable
        testId="wla-export-job"
      />
    </Stack>
  );
}

import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { Button, FollowedJob, HStack, notify, notifyError, PageHeader, Stack, Text } from '@portal/design-system';
import { exportTargets } from '../api';

/** /penilaian/target_pegawai_kontrak/export (64): every target as xlsx, built by a job, then downloaded. */
export default function ExportPage() {
  const transport = useTransport();
  const [jobId, setJobId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const start = async () => {
    setSending(true);
    try {
      const answer = await exportTargets(transport);
      notify.success(answer.message);
      setJobId(answer.data.job_id);
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="4" data-testid="target-export-page">
      <PageHeader size="xl" title="Ekspor Target Pegawai Kontrak" />
      <Text fontSize="sm" color="fg.muted">
        File Excel semua target dibuat di latar belakang; tombol Unduh muncul setelah selesai.
      </Text>
      <HStack>
        <Button onClick={() => void start()} loading={sending} data-testid="target-export">
          Ekspor
        </Button>
      </HStack>
      <FollowedJob jobId={jobId} label="Ekspor target pegawai kontrak" downloadable testId="target-export-job" />
    </Stack>
  );
}

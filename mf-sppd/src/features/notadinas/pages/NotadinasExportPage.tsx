import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { Button, FollowedJob, Heading, notify, notifyError, Stack, Text } from '@portal/design-system';
import { startNotadinasExport } from '../api';

/** /pegawai/notadinas/export (57): every memo as xlsx, built by a background job. */
export default function NotadinasExportPage() {
  const transport = useTransport();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    try {
      const answer = await startNotadinasExport(transport);
      notify.success(answer.message);
      setJobId(answer.data.job_id);
    } catch (error) {
      notifyError(error);
    } finally {
      setStarting(false);
    }
  }

  return (
    <Stack gap="4" data-testid="notadinas-export-page">
      <Heading as="h1" size="xl">
        Ekspor Nota Dinas
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        Semua nota dinas beserta status dan nomornya, sebagai file Excel.
      </Text>
      <Button w="fit-content" onClick={() => void start()} loading={starting} data-testid="notadinas-export-start">
        Mulai Ekspor
      </Button>
      <FollowedJob jobId={jobId} label="Nota dinas (.xlsx)" downloadable testId="notadinas-export-job" />
    </Stack>
  );
}

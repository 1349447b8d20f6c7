import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { FollowedJob, notify, notifyError, Button, Heading, Stack, Text } from '@portal/design-system';
import { startKantorExport } from '../api';

/** /kantor/export (roles 1 or 57): every office into an xlsx, made by a background job. */
export default function KantorExportPage() {
  const transport = useTransport();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      const answer = await startKantorExport(transport);
      notify.success(answer.message);
      setJobId(answer.data.job_id);
    } catch (error) {
      notifyError(error);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="lg">
        Ekspor Kantor
      </Heading>
      <Text>
        Seluruh kantor aktif beserta level, kelas, induk, jenis, modance, atribut dan koordinat diekspor ke file Excel.
      </Text>
      <Button alignSelf="flex-start" onClick={() => void start()} loading={starting}>
        Ekspor ke Excel
      </Button>
      <FollowedJob jobId={jobId} label="Ekspor data kantor" downloadable />
    </Stack>
  );
}

import { useState } from 'react';
import { ApiError, downloadJobResult, getJob, useTransport } from '@portal/api-client';
import { notify, Button, Heading, Stack, Text } from '@portal/design-system';
import { startKantorExport } from '../api';
import { FollowedJob } from '../components/FollowedJob';

/** Saves a blob under a name through a temporary link (the browser's own download). */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /kantor/export (roles 1 or 57): every office into an xlsx, made by a background job. */
export default function KantorExportPage() {
  const transport = useTransport();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      const answer = await startKantorExport(transport);
      notify.success(answer.message);
      setJobId(answer.data.job_id);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setStarting(false);
    }
  };

  const download = async (id: string) => {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadJobResult(transport, await getJob(transport, id));
      saveBlob(blob, fileName);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="lg">Ekspor Kantor</Heading>
      <Text>Seluruh kantor aktif beserta level, kelas, induk, jenis, modance, atribut dan koordinat diekspor ke file Excel.</Text>
      <Button alignSelf="flex-start" onClick={() => void start()} loading={starting}>
        Ekspor ke Excel
      </Button>
      <FollowedJob jobId={jobId} label="Ekspor data kantor">
        {(job) =>
          job.status === 'done' ? (
            <Button mt="3" size="sm" onClick={() => void download(job.id)} loading={downloading}>
              Unduh file
            </Button>
          ) : null
        }
      </FollowedJob>
    </Stack>
  );
}

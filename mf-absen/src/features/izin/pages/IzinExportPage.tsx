import { DateTime } from 'luxon';
import { portalNow } from '@portal/domain';
import { useState } from 'react';
import { downloadJobResult, getJob, useFollowJob, useTransport } from '@portal/api-client';
import {
  downloadFile,
  notifyError,
  notify,
  YearPicker,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Progress,
  Stack,
  Text,
} from '@portal/design-system';
import { startIzinExport } from '../api';

const STATUS_TEXT = { queued: 'Menunggu', running: 'Berjalan', done: 'Selesai', failed: 'Gagal' } as const;

/** /pegawai/izin/export (1, 57, 59, 58, 4): queue the xlsx of a year's izin, follow its progress, download it. */
export default function IzinExportPage() {
  const transport = useTransport();
  const [tahun, setTahun] = useState<number | null>(portalNow().year);
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const followed = useFollowJob(jobId, {
    onDone: (job) =>
      job.status === 'done'
        ? notify.success(job.message ?? 'Export izin selesai')
        : notify.error(job.message ?? 'Export izin gagal'),
  });
  const job = followed.job;

  async function start() {
    setStarting(true);
    try {
      const answer = await startIzinExport(transport, tahun);
      notify.success(answer.message);
      setJobId(answer.data.job_id);
    } catch (error) {
      notifyError(error);
    } finally {
      setStarting(false);
    }
  }

  async function download() {
    if (!jobId) return;
    try {
      const { blob, fileName } = await downloadJobResult(transport, await getJob(transport, jobId));
      downloadFile(blob, fileName);
    } catch (error) {
      notifyError(error);
    }
  }

  const percent = Math.round(job?.progress ?? 0);
  return (
    <Stack gap="4" data-testid="izin-export-page">
      <Heading as="h1" size="xl">
        Ekspor Izin
      </Heading>
      <HStack gap="3" align="end">
        <Field.Root width="auto">
          <Field.Label>Tahun</Field.Label>
          <YearPicker
            aria-label="Tahun"
            value={tahun}
            max={DateTime.now().year + 1}
            placeholder="Semua tahun"
            onChange={setTahun}
          />
        </Field.Root>
        <Button
          onClick={() => void start()}
          loading={starting}
          disabled={job !== null && (job.status === 'queued' || job.status === 'running')}
          data-testid="izin-export-start"
        >
          Ekspor ke Excel
        </Button>
      </HStack>
      {job ? (
        <Card.Root data-testid="izin-export-job">
          <Card.Body>
            <Stack gap="2">
              <HStack justify="space-between">
                <Text fontWeight="semibold">Data izin (.xlsx) — {STATUS_TEXT[job.status]}</Text>
                {job.status === 'done' ? (
                  <Button size="sm" onClick={() => void download()}>
                    Unduh
                  </Button>
                ) : null}
              </HStack>
              <Progress.Root value={percent} max={100} aria-label="Kemajuan ekspor">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" color="fg.muted">
                {percent}%{job.message ? ` — ${job.message}` : ''}
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      ) : (
        <Text color="fg.muted">Belum ada ekspor yang dijalankan di halaman ini.</Text>
      )}
    </Stack>
  );
}

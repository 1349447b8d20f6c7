import { useState } from 'react';
import { getJob, useFollowJob, useTransport } from '@portal/api-client';
import type { KpiUploadResult } from '@portal/contracts';
import { formatNumber } from '@portal/domain';
import {
  Alert,
  Box,
  Button,
  Field,
  HStack,
  Input,
  JobProgress,
  notify,
  notifyError,
  OptionSelect,
  Stack,
  Text,
  UploadProgress,
  useFileOpener,
} from '@portal/design-system';
import { KPI_TEMPLATE_PATH, uploadKpi, useMasterOptions } from '../api';
import { UploadErrorList } from './UploadErrorList';

/** The job's result when it is the KPI upload's (imported rows and the row errors). */
function uploadResult(result: unknown): KpiUploadResult | null {
  const r = result as Partial<KpiUploadResult> | null | undefined;
  return r && typeof r.imported === 'number' && Array.isArray(r.errors) ? (r as KpiUploadResult) : null;
}

/**
 * Achievements of many employees for one event from an xlsx (NPP, Indikator, Realisasi): the file is
 * sent, the server's job checks every row against the employees' Draft assessments and writes all
 * rows or none; a refused file lists every row's problem. Scores are then recomputed by the server.
 */
export function KpiUpload() {
  const transport = useTransport();
  const events = useMasterOptions('event');
  const [eventId, setEventId] = useState<number | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [result, setResult] = useState<KpiUploadResult | null>(null);
  const [jobError, setJobError] = useState<string | null>(null);

  // The event's upload file, prefilled with every indicator of its Draft assessments.
  const template = useFileOpener(async () => ({
    blob: await transport.request<Blob>('GET', KPI_TEMPLATE_PATH, {
      query: { event_id: eventId! },
      responseType: 'blob',
      headers: { Accept: '*/*' },
    }),
    fileName: `template_upload_kpi_${eventId}.xlsx`,
  }));
  const followed = useFollowJob(jobId, {
    onDone: (snapshot) => {
      void getJob(transport, snapshot.id).then(
        (job) => {
          setResult(uploadResult(job.result));
          setJobError(job.status === 'failed' ? (job.error ?? job.message) : null);
        },
        (error: unknown) => notifyError(error),
      );
    },
  });

  const reset = () => {
    setResult(null);
    setJobError(null);
    setJobId(null);
  };

  const send = async () => {
    if (!file || eventId === undefined) return;
    reset();
    setUploading(0);
    try {
      // 'Upload KPI pegawai sementara di proses' (spec section 8), as the server words it.
      const answer = await uploadKpi(transport, eventId, file, setUploading);
      notify.success(answer.message);
      setJobId(answer.data.job_id);
    } catch (error) {
      notifyError(error);
    } finally {
      setUploading(null);
    }
  };

  const job = followed.job;
  const running = job !== null && job.status !== 'done' && job.status !== 'failed';
  const busy = uploading !== null || running;
  return (
    <Stack gap="4" maxW="3xl" data-testid="kpi-upload">
      <Text fontSize="sm" color="fg.muted">
        Kolom: NPP, Indikator (id atau nama), Realisasi (angka tidak negatif, paling banyak 4 desimal). Hanya pegawai
        yang penilaiannya masih Draft pada event ini. Jika ada satu baris yang salah, tidak ada data yang disimpan.
      </Text>
      <Field.Root width="auto" maxW="sm">
        <Field.Label>Event</Field.Label>
        <OptionSelect
          aria-label="Event upload"
          placeholder="Pilih event"
          options={events}
          value={eventId ?? ''}
          onChange={(e) => setEventId(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)}
        />
      </Field.Root>
      <Box as="label" display="block">
        <Text fontWeight="medium" mb="1">
          File Excel (.xlsx)
        </Text>
        <Input
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          p="1"
          data-testid="kpi-upload-file"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            if (!busy) reset();
          }}
        />
      </Box>
      <HStack gap="3">
        <Button
          onClick={() => void send()}
          disabled={!file || eventId === undefined || busy}
          loading={uploading !== null}
          data-testid="kpi-upload-submit"
        >
          Upload
        </Button>
        <Button
          kind="secondary"
          onClick={() => void template.open('template')}
          disabled={eventId === undefined}
          loading={template.opening !== null}
          data-testid="kpi-upload-template"
        >
          Unduh Template Event
        </Button>
      </HStack>
      {uploading !== null ? <UploadProgress value={uploading} label={file?.name} /> : null}
      {job ? (
        <JobProgress
          name="Upload realisasi KPI"
          status={job.status}
          progress={job.progress}
          message={job.message}
          error={jobError}
          testId="kpi-upload-job"
        />
      ) : null}
      {result && result.errors.length > 0 ? <UploadErrorList errors={result.errors} /> : null}
      {result && job?.status === 'done' ? (
        <Alert.Root status="success" data-testid="kpi-upload-success">
          <Alert.Indicator />
          <Alert.Title>{formatNumber(result.imported)} baris realisasi tersimpan.</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

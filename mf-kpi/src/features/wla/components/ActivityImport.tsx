import { useState } from 'react';
import { getJob, useTransport } from '@portal/api-client';
import {
  Alert,
  Box,
  Button,
  FollowedJob,
  HStack,
  Input,
  List,
  notify,
  notifyError,
  Stack,
  Text,
  UploadProgress,
  useFileOpener,
} from '@portal/design-system';
import type { BulkImportResult } from '@portal/contracts';
import { ACTIVITIES_PATH, importReportOf, TEMPLATE_FILE_NAME, uploadActivities } from '../api';

export interface ActivityImportProps {
  /** After a file was written. */
  onImported?: () => void;
}

/**
 * Activities from an xlsx (Jabatan, Aktivitas, Frekuensi, Periode, Menit): the file travels with
 * upload progress, a job checks every row and writes all or none; a refused file lists each row's
 * problem.
 */
export function ActivityImport({ onImported }: ActivityImportProps) {
  const transport = useTransport();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [report, setReport] = useState<BulkImportResult | null>(null);
  const template = useFileOpener(async () => ({
    blob: await transport.request<Blob>('GET', `${ACTIVITIES_PATH}/x/template`, {
      responseType: 'blob',
      headers: { Accept: '*/*' },
    }),
    fileName: TEMPLATE_FILE_NAME,
  }));

  const send = async () => {
    if (!file) return;
    setReport(null);
    setJobId(null);
    setUploading(0);
    try {
      const answer = await uploadActivities(transport, file, setUploading);
      notify.success(answer.message);
      setJobId(answer.data.job_id);
    } catch (error) {
      notifyError(error);
    } finally {
      setUploading(null);
    }
  };

  return (
    <Stack gap="3" maxW="3xl">
      <Text fontSize="sm" color="fg.muted">
        Kolom: Jabatan, Aktivitas, Frekuensi, Periode (hari, minggu, bulan atau tahun), Menit. Jika ada satu baris yang
        salah, tidak ada data yang disimpan.
      </Text>
      <HStack gap="3" wrap="wrap" align="end">
        <Box as="label" display="block">
          <Text fontWeight="medium" mb="1" fontSize="sm">
            File Excel (.xlsx)
          </Text>
          <Input
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            p="1"
            data-testid="activity-import-file"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Box>
        <Button onClick={() => void send()} disabled={!file} loading={uploading !== null} data-testid="activity-import">
          Import
        </Button>
        <Button kind="secondary" onClick={() => void template.open('template')} loading={template.opening !== null}>
          Unduh Template
        </Button>
      </HStack>
      {uploading !== null ? <UploadProgress value={uploading} label={file?.name} /> : null}
      <FollowedJob
        jobId={jobId}
        label="Import aktivitas WLA"
        testId="activity-import-job"
        onDone={(done) => {
          void getJob(transport, done.id).then(
            (job) => {
              setReport(importReportOf(job.result));
              if (job.status === 'done') onImported?.();
            },
            (error: unknown) => notifyError(error),
          );
        }}
      />
      {report && report.errors.length > 0 ? (
        <Alert.Root status="error" data-testid="activity-import-errors">
          <Alert.Content>
            <Alert.Title>File ditolak, tidak ada aktivitas yang disimpan</Alert.Title>
            <List.Root ps="4">
              {report.errors.map((e) => (
                <List.Item key={`${e.row}-${e.column}-${e.message}`}>
                  Baris {e.row}
                  {e.column ? `, kolom ${e.column}` : ''}: {e.message}
                </List.Item>
              ))}
            </List.Root>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

import { useCallback, useState } from 'react';
import { getJob, useFollowJob, useTransport } from '@portal/api-client';
import type { BulkImportResult } from '@portal/contracts';
import { formatNumber } from '@portal/domain';
import {
  notifyError,
  notify,
  UploadProgress,
  useFileOpener,
  Alert,
  Box,
  Button,
  HStack,
  Input,
  Stack,
  Table,
  Text,
  JobProgress,
} from '@portal/design-system';
import { importReport, uploadImportFile } from '../bulk-import-api';

export interface BulkImportProps {
  /** What is imported, e.g. 'Riwayat jabatan pegawai'. */
  name: string;
  uploadPath: string;
  templatePath: string;
  templateFileName: string;
  /** The columns the file needs, shown above the picker. */
  columnsHelp: string;
}

/** The row report of a refused file: every problem with its Excel row and column. */
export function ImportErrorReport({ report }: { report: BulkImportResult }) {
  return (
    <Stack gap="2" data-testid="import-errors">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          File ditolak: {formatNumber(report.errors.length)} masalah ditemukan, tidak ada data yang disimpan.
        </Alert.Title>
      </Alert.Root>
      <Table.Root size="sm" variant="outline" aria-label="Kesalahan pada file upload">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Baris</Table.ColumnHeader>
            <Table.ColumnHeader>Kolom</Table.ColumnHeader>
            <Table.ColumnHeader>Keterangan</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.errors.map((e, i) => (
            <Table.Row key={`${e.row}-${e.column}-${i}`}>
              <Table.Cell>{e.row > 0 ? e.row : '-'}</Table.Cell>
              <Table.Cell>{e.column || '-'}</Table.Cell>
              <Table.Cell>{e.message}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

/**
 * Pick an xlsx, send it with real upload progress, then follow the background job (spec:
 * store_excel runs in background): its progress, and at the end either the number of imported rows
 * or the row report of a refused file.
 */
export function BulkImport({ name, uploadPath, templatePath, templateFileName, columnsHelp }: BulkImportProps) {
  const transport = useTransport();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [report, setReport] = useState<BulkImportResult | null>(null);
  const [jobError, setJobError] = useState<string | null>(null);

  const followed = useFollowJob(jobId, {
    onDone: (snapshot) => {
      void getJob(transport, snapshot.id).then((job) => {
        setReport(importReport(job.result));
        setJobError(job.status === 'failed' ? (job.error ?? job.message) : null);
      });
    },
  });

  const loadTemplate = useCallback(
    async () => ({
      blob: await transport.request<Blob>('GET', templatePath, { responseType: 'blob', headers: { Accept: '*/*' } }),
      fileName: templateFileName,
    }),
    [transport, templatePath, templateFileName],
  );
  const template = useFileOpener(loadTemplate);

  const send = async () => {
    if (!file) return;
    setReport(null);
    setJobError(null);
    setJobId(null);
    setUploading(0);
    try {
      const answer = await uploadImportFile(transport, uploadPath, file, setUploading);
      notify.success(answer.message);
      setJobId(answer.data.job_id);
    } catch (error) {
      notifyError(error);
    } finally {
      setUploading(null);
    }
  };

  const job = followed.job;
  const busy = uploading !== null || (job !== null && job.status !== 'done' && job.status !== 'failed');
  return (
    <Stack gap="4" maxW="3xl">
      <Text fontSize="sm" color="fg.muted">
        {columnsHelp} Jika ada satu baris yang salah, tidak ada data yang disimpan.
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button
          kind="secondary"
          size="sm"
          onClick={() => void template.open('template')}
          loading={template.opening === 'template'}
          data-testid="import-template"
        >
          Unduh Template
        </Button>
      </HStack>
      <Box as="label" display="block">
        <Text fontWeight="medium" mb="1">
          File Excel (.xlsx)
        </Text>
        <Input
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          p="1"
          data-testid="import-file"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Box>
      <HStack>
        <Button
          onClick={() => void send()}
          disabled={!file || busy}
          loading={uploading !== null}
          data-testid="import-submit"
        >
          Upload
        </Button>
      </HStack>
      {uploading !== null ? <UploadProgress value={uploading} label={file?.name} /> : null}
      {job ? (
        <JobProgress
          name={name}
          status={job.status}
          progress={job.progress}
          message={job.message}
          error={jobError}
          testId="import-job"
        />
      ) : null}
      {report && report.errors.length > 0 ? <ImportErrorReport report={report} /> : null}
      {report && job?.status === 'done' ? (
        <Alert.Root status="success" data-testid="import-success">
          <Alert.Indicator />
          <Alert.Title>{formatNumber(report.imported)} baris berhasil diimpor.</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

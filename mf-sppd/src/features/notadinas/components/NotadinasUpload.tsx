import { useState } from 'react';
import { Link } from '@portal/design-system/router';
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
import { fetchNotadinasTemplate, importReportOf, rememberRefused, uploadNotadinas, type ImportReport } from '../api';

export interface RowErrorsProps {
  report: ImportReport;
}

/** A refused file's rows: which row and column, and why (nothing of the file was written). */
export function RowErrors({ report }: RowErrorsProps) {
  return (
    <Alert.Root status="error" data-testid="notadinas-import-errors">
      <Alert.Content>
        <Alert.Title>File ditolak, tidak ada nota dinas yang disimpan</Alert.Title>
        <List.Root ps="4">
          {report.errors.map((e) => (
            <List.Item key={`${e.row}-${e.column ?? ''}-${e.message}`}>
              Baris {e.row}
              {e.column ? `, kolom ${e.column}` : ''}: {e.message}
            </List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Memos from an xlsx (Kantor, NPP, Jenis Surat, Perihal, Isi, Tanggal, Kepada): the file travels with
 * upload progress, a job checks every row and writes all as Drafts of their authors or none; a
 * refused file lists each row's problem (and is remembered for the upload_error page).
 */
export function NotadinasUpload() {
  const transport = useTransport();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const template = useFileOpener(async () => ({
    blob: await fetchNotadinasTemplate(transport),
    fileName: 'template-nota-dinas.xlsx',
  }));

  const send = async () => {
    if (!file) return;
    setReport(null);
    setJobId(null);
    setUploading(0);
    try {
      const answer = await uploadNotadinas(transport, file, setUploading);
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
        Kolom: Kantor (kode), NPP pembuat, Jenis Surat, Perihal, Isi, Tanggal (DD/MM/YYYY), Kepada (jabatan, pisahkan
        dengan ;). Setiap baris menjadi nota dinas Draft milik pembuatnya. Jika ada satu baris yang salah, tidak ada
        data yang disimpan.
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
            data-testid="notadinas-upload-file"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Box>
        <Button
          onClick={() => void send()}
          disabled={!file}
          loading={uploading !== null}
          data-testid="notadinas-upload"
        >
          Upload
        </Button>
        <Button
          kind="secondary"
          onClick={() => void template.open('template')}
          loading={template.opening !== null}
          data-testid="notadinas-template"
        >
          Unduh Template
        </Button>
      </HStack>
      {uploading !== null ? <UploadProgress value={uploading} label={file?.name} /> : null}
      <FollowedJob
        jobId={jobId}
        label="Upload nota dinas"
        testId="notadinas-upload-job"
        onDone={(done) => {
          void getJob(transport, done.id).then(
            (job) => {
              const refused = importReportOf(job.result);
              setReport(refused);
              if (refused && refused.errors.length > 0) rememberRefused({ ...refused, fileName: file?.name });
            },
            (error: unknown) => notifyError(error),
          );
        }}
      />
      {report && report.errors.length > 0 ? (
        <>
          <RowErrors report={report} />
          <Text fontSize="sm">
            Daftar ini juga dapat dibuka lagi di halaman <Link to="/pegawai/notadinas/upload_error">Gagal Upload</Link>.
          </Text>
        </>
      ) : null}
    </Stack>
  );
}

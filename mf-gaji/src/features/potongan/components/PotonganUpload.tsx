import { useState } from 'react';
import { Link as RouterLink } from '@portal/design-system/router';
import { getJob, useFollowJob, useTransport } from '@portal/api-client';
import type { DeductionUploadResult } from '@portal/contracts';
import { formatNumber, formatRupiah } from '@portal/domain';
import {
  Alert,
  Box,
  Button,
  HStack,
  Input,
  JobProgress,
  Link,
  notify,
  notifyError,
  Stack,
  Text,
  UploadProgress,
} from '@portal/design-system';
import { periodText } from '../../../shared/period';
import { useXlsxDownload } from '../../../shared/useXlsxDownload';
import { FILE_NAMES, POTONGAN_ROUTES, potonganPath, uploadPotongan } from '../api';
import { UploadErrorReport } from './UploadErrorReport';

export interface UploadTarget {
  kantor_id: number;
  tahun: number;
  bulan: number;
}

/** The job's result when it is the deduction upload's (imported rows, their sum, the row errors). */
function uploadResult(result: unknown): DeductionUploadResult | null {
  const r = result as Partial<DeductionUploadResult> | null | undefined;
  return r && typeof r.imported === 'number' && Array.isArray(r.errors) ? (r as DeductionUploadResult) : null;
}

export interface PotonganUploadProps {
  /** The office and month the file is for; null until both are chosen. */
  target: UploadTarget | null;
  /** The month's deadline has passed: the server would refuse the upload. */
  locked?: boolean;
  /** After a good upload was written. */
  onUploaded?: () => void;
}

/**
 * One office's deductions of one month from an xlsx: the file travels with real upload progress,
 * then the server's job checks every row (NPP of the office, Jenis known, Jumlah a positive amount)
 * and writes all rows or none. A refused file shows every row's problem.
 */
export function PotonganUpload({ target, locked = false, onUploaded }: PotonganUploadProps) {
  const transport = useTransport();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [result, setResult] = useState<DeductionUploadResult | null>(null);
  const [jobError, setJobError] = useState<string | null>(null);
  const template = useXlsxDownload(potonganPath('template'), FILE_NAMES.template);

  const followed = useFollowJob(jobId, {
    onDone: (snapshot) => {
      void getJob(transport, snapshot.id).then(
        (job) => {
          setResult(uploadResult(job.result));
          setJobError(job.status === 'failed' ? (job.error ?? job.message) : null);
          if (job.status === 'done') onUploaded?.();
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
    if (!file || !target) return;
    reset();
    setUploading(0);
    try {
      const answer = await uploadPotongan(transport, target, file, setUploading);
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
    <Stack gap="4" maxW="3xl">
      <Text fontSize="sm" color="fg.muted">
        Kolom: NPP, Jenis (kode atau nama jenis potongan), Jumlah (angka positif, paling banyak 2 desimal, mis.
        1250000.50), Keterangan (boleh kosong). Upload yang berhasil menggantikan potongan kantor tersebut pada bulan
        itu. Jika ada satu baris yang salah, tidak ada data yang disimpan.
      </Text>
      <HStack>
        <Button
          kind="secondary"
          size="sm"
          onClick={() => void template.download()}
          loading={template.downloading}
          data-testid="upload-template"
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
          data-testid="upload-file"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            if (!busy) reset();
          }}
        />
      </Box>
      <HStack gap="3" wrap="wrap">
        <Button
          onClick={() => void send()}
          disabled={!file || !target || busy || locked}
          loading={uploading !== null}
          data-testid="upload-submit"
        >
          Upload
        </Button>
        {!target ? (
          <Text fontSize="sm" color="fg.muted">
            Pilih kantor, tahun dan bulan terlebih dahulu.
          </Text>
        ) : null}
      </HStack>
      {uploading !== null ? <UploadProgress value={uploading} label={file?.name} /> : null}
      {job ? (
        <JobProgress
          name={target ? `Upload potongan gaji ${periodText(target.tahun, target.bulan)}` : 'Upload potongan gaji'}
          status={job.status}
          progress={job.progress}
          message={job.message}
          error={jobError}
          testId="upload-job"
        />
      ) : null}
      {result && result.errors.length > 0 ? (
        <Stack gap="2">
          <UploadErrorReport errors={result.errors} />
          <Link asChild colorPalette="brand" fontSize="sm" w="fit-content">
            <RouterLink to={POTONGAN_ROUTES.error}>Lihat laporan upload gagal</RouterLink>
          </Link>
        </Stack>
      ) : null}
      {result && job?.status === 'done' ? (
        <Alert.Root status="success" data-testid="upload-success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {formatNumber(result.imported)} baris tersimpan, total {formatRupiah(result.total)}.
            </Alert.Title>
            <Alert.Description>
              <Link asChild colorPalette="brand">
                <RouterLink to={POTONGAN_ROUTES.pivot}>Lihat pivot potongan</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

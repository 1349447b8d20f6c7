import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@portal/design-system/router';
import { useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate, formatNumber } from '@portal/domain';
import {
  notifyError,
  DataTable,
  DOWNLOAD_LABEL,
  useUrlQuery,
  type UrlQuerySchema,
  JobProgress,
  JobStatusBadge,
  jobPercent,
  jobToastId,
  notify,
  useFileOpener,
  type DataTableColumn,
  Box,
  Button,
  Heading,
  List,
  Stack,
  Text,
} from '@portal/design-system';
import {
  downloadPegawaiExport,
  EXPORT_FORMATS,
  EXPORT_TEXTS,
  startPegawaiExport,
  type ExportFormat,
  type ExportJobsQuery,
  type PegawaiExportJob,
} from '../api';
import { useExportJobs } from '../useExportJobs';

function announceFinished(job: PegawaiExportJob): void {
  const id = jobToastId(job.id);
  if (job.status === 'failed') {
    notify.error(job.error ?? job.message ?? EXPORT_TEXTS.failed, { title: EXPORT_TEXTS.failedTitle, id });
    return;
  }
  const rows = job.result?.rows;
  notify.success(typeof rows === 'number' ? `${EXPORT_TEXTS.done}: ${formatNumber(rows)} pegawai` : EXPORT_TEXTS.done, {
    title: EXPORT_TEXTS.doneTitle,
    id,
  });
}

/** The page of the export list, in the address like every list (`realtime` is kept beside it). */
const QUERY_SCHEMA: UrlQuerySchema<ExportJobsQuery> = { page: 'number', per_page: 'number' };
const DEFAULTS: ExportJobsQuery = { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE };

/**
 * /pegawai/export (roles 57, not 8) and, with `format` export1, /pegawai/export1 (57): starts the
 * employee export on the server, shows its real progress as the server pushes it (polling only when
 * the push channel stays quiet; `?realtime=only` turns polling off), and lists the user's recent
 * exports of that format with their files.
 */
export default function PegawaiExportPage({ format = EXPORT_FORMATS.export }: { format?: ExportFormat }) {
  const transport = useTransport();
  const [searchParams] = useSearchParams();
  const realtimeOnly = searchParams.get('realtime') === 'only';
  const [query, setQuery] = useUrlQuery<ExportJobsQuery>(QUERY_SCHEMA, DEFAULTS);
  const [activeJobId, setActiveJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const { list, paged, rows, followed } = useExportJobs(query, {
    activeJobId,
    realtimeOnly,
    onFinished: announceFinished,
    job: format.job,
  });

  // After a reload, or when an export was started elsewhere: follow the one still running.
  const running = rows.find((job) => job.status === 'queued' || job.status === 'running');
  useEffect(() => {
    if (!activeJobId && running) setActiveJobId(running.id);
  }, [activeJobId, running]);

  const byId = useMemo(() => new Map(rows.map((job) => [job.id, job])), [rows]);
  const loadFile = useCallback(
    (jobId: string) => downloadPegawaiExport(transport, byId.get(jobId) ?? jobId),
    [transport, byId],
  );
  const opener = useFileOpener(loadFile);

  const start = async () => {
    setStarting(true);
    try {
      const answer = await startPegawaiExport(transport, format.event);
      notify.success(answer.message || EXPORT_TEXTS.created);
      setActiveJobId(answer.data.job_id);
      void list.mutate();
    } catch (error) {
      // 401 ends the session and 403 opens 'unauthorized' (the shell's transport handlers).
      notifyError(error);
    } finally {
      setStarting(false);
    }
  };

  const activeRow = activeJobId ? byId.get(activeJobId) : undefined;
  const active = activeRow ?? (followed.job && followed.job.id === activeJobId ? followed.job : null);

  const columns: DataTableColumn<PegawaiExportJob>[] = [
    { key: 'created_at', header: 'Dibuat', render: (job) => formatDate(job.created_at, { time: true }) },
    {
      key: 'status',
      header: 'Status',
      render: (job) => <JobStatusBadge status={job.status} testId={`export-job-status-${job.id}`} />,
    },
    {
      key: 'progress',
      header: 'Progres',
      align: 'end',
      render: (job) => `${job.status === 'done' ? 100 : jobPercent(job.progress)}%`,
    },
    {
      key: 'message',
      header: 'Keterangan',
      render: (job) => (job.status === 'failed' ? (job.error ?? job.message) : job.message) ?? '',
    },
    { key: 'finished_at', header: 'Selesai', render: (job) => formatDate(job.finished_at, { time: true }) },
    {
      key: 'download',
      header: 'File',
      align: 'end',
      render: (job) =>
        job.status === 'done' && job.result_url ? (
          <Button
            kind="secondary"
            size="xs"
            onClick={() => void opener.open(job.id)}
            loading={opener.opening === job.id}
            data-testid={`export-job-download-${job.id}`}
          >
            {DOWNLOAD_LABEL}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="6" data-testid="pegawai-export-page">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {format.title}
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          {format.description}
        </Text>
        <List.Root fontSize="sm" color="fg.muted" ps="5">
          <List.Item>
            File dibuat di server dan bisa memakan waktu untuk data yang besar; progresnya tampil di bawah.
          </List.Item>
          <List.Item>
            Halaman ini boleh ditinggalkan: file tetap dibuat dan bisa diunduh nanti dari daftar ekspor Anda.
          </List.Item>
          <List.Item>Menekan tombol lagi selama ekspor masih berjalan tidak membuat ekspor kedua.</List.Item>
        </List.Root>
      </Stack>

      <Box>
        <Button onClick={() => void start()} loading={starting} data-testid="pegawai-export-start">
          {format.title}
        </Button>
      </Box>

      {active ? (
        <JobProgress
          testId="pegawai-export-progress"
          name={format.fileLabel}
          status={active.status}
          progress={active.progress}
          message={active.message}
          error={activeRow?.error}
          detail={activeRow ? `Dimulai ${formatDate(activeRow.created_at, { time: true })}` : undefined}
          onDownload={active.result_url ? () => void opener.open(active.id) : undefined}
          downloading={opener.opening === active.id}
        />
      ) : null}

      <Stack gap="3">
        <Heading as="h2" size="md">
          Ekspor Saya
        </Heading>
        <DataTable<PegawaiExportJob>
          caption="Daftar ekspor data pegawai"
          columns={columns}
          data={paged}
          error={list.error}
          onRetry={() => void list.mutate()}
          isLoading={list.isLoading}
          numbered
          emptyText="Belum ada ekspor"
          onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
          onPerPageChange={(per_page) => setQuery(() => ({ page: DEFAULT_PAGE, per_page }))}
        />
      </Stack>
    </Stack>
  );
}

import { Badge, Box, Flex, HStack, Progress, Text } from '@chakra-ui/react';
import { Button } from './Button';
import type { JobStatus } from '@portal/api-client';
import type { ReactNode } from 'react';

export const JOB_STATUS_LABELS: Readonly<Record<JobStatus, string>> = {
  queued: 'Menunggu',
  running: 'Berjalan',
  done: 'Selesai',
  failed: 'Gagal',
};

const PALETTES: Readonly<Record<JobStatus, string>> = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' };

export const DOWNLOAD_LABEL = 'Unduh';

/** 0–100, rounded; anything else reads as 0. */
export function jobPercent(progress: number): number {
  return Math.min(100, Math.max(0, Math.round(Number.isFinite(progress) ? progress : 0)));
}

export function JobStatusBadge({ status, testId }: { status: JobStatus; testId?: string }) {
  return (
    <Badge
      colorPalette={PALETTES[status]}
      variant={status === 'queued' ? 'outline' : 'subtle'}
      data-testid={testId}
      data-status={status}
    >
      {JOB_STATUS_LABELS[status]}
    </Badge>
  );
}

export interface JobProgressBarProps {
  /** 0–100, already rounded (jobPercent). */
  percent: number;
  /** Striped and moving while the job runs. */
  running: boolean;
  /** What is happening: the server's message or the status. */
  label: ReactNode;
  labelColor?: string;
  colorPalette?: string;
  /** `xs` beside a button (the dashboard's refresh), `sm` in a job row. */
  size?: 'xs' | 'sm';
  mt?: string;
  /** Marks the label (`-message`) and the percentage (`-percent`) for tests. */
  testId?: string;
}

/** The bar of a job: its label, the rounded percentage and the track, as every job shows it. */
export function JobProgressBar({
  percent,
  running,
  label,
  labelColor = 'fg.muted',
  colorPalette,
  size = 'sm',
  mt,
  testId,
}: JobProgressBarProps) {
  return (
    <Progress.Root
      value={percent}
      max={100}
      size={size}
      mt={mt}
      colorPalette={colorPalette}
      striped={running}
      animated={running}
    >
      <HStack justify="space-between" mb="1" fontSize={size} gap="3">
        <Progress.Label
          color={labelColor}
          fontWeight="normal"
          truncate
          data-testid={testId ? `${testId}-message` : undefined}
        >
          {label}
        </Progress.Label>
        <Progress.ValueText data-testid={testId ? `${testId}-percent` : undefined}>{`${percent}%`}</Progress.ValueText>
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

export interface JobProgressProps {
  /** What the job produces, e.g. 'Data pegawai (.xlsx)'. */
  name: string;
  status: JobStatus;
  /** 0–100 as the server reports it; shown rounded. */
  progress: number;
  /** The server's text for the current step ('Membaca data pegawai', 'Export data pegawai selesai: 300 pegawai'). */
  message?: string | null;
  /** A failed job's reason; shown instead of the message. */
  error?: string | null;
  /** A second line under the name, e.g. when it was started. */
  detail?: ReactNode;
  /** Given and the job done: an 'Unduh' button. */
  onDownload?: () => void;
  downloading?: boolean;
  testId?: string;
}

/**
 * One background job as a row: name, status in Indonesian, real progress (bar + rounded
 * percentage), the server's message, and 'Unduh' once the file is ready.
 */
export function JobProgress({
  name,
  status,
  progress,
  message,
  error,
  detail,
  onDownload,
  downloading = false,
  testId = 'job-progress',
}: JobProgressProps) {
  const percent = status === 'done' ? 100 : jobPercent(progress);
  const running = status === 'running';
  const text = status === 'failed' ? (error ?? message) : message;
  return (
    <Box data-testid={testId} data-status={status} borderWidth="1px" rounded="md" p="4" bg="bg.panel">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box minW="0">
          <Text fontWeight="semibold">{name}</Text>
          {detail ? (
            <Text fontSize="sm" color="fg.muted">
              {detail}
            </Text>
          ) : null}
        </Box>
        <HStack gap="3">
          <JobStatusBadge status={status} testId={`${testId}-status`} />
          {status === 'done' && onDownload ? (
            <Button size="sm" onClick={onDownload} loading={downloading} data-testid={`${testId}-download`}>
              {DOWNLOAD_LABEL}
            </Button>
          ) : null}
        </HStack>
      </Flex>
      <JobProgressBar
        percent={percent}
        running={running}
        label={text || JOB_STATUS_LABELS[status]}
        labelColor={status === 'failed' ? 'fg.error' : 'fg.muted'}
        colorPalette={PALETTES[status]}
        testId={testId}
        mt="3"
      />
    </Box>
  );
}

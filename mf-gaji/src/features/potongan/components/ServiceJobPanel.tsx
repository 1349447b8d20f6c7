import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { Button, FollowedJob, HStack, notify, notifyError, Stack, Text, useConfirm } from '@portal/design-system';
import { periodText } from '../../../shared/period';
import { runServiceJob } from '../api';

export interface ServiceJobPanelProps {
  /** The month of the list's filter; the job needs both. */
  tahun: number | undefined;
  bulan: number | undefined;
  /** After the job has ended well (the page reloads what it shows). */
  onDone: () => void;
}

/**
 * 'Jalankan Job Service' (POLICY.manageSalaryDeductions; the page decides who sees it): after a
 * confirmation, POST /sdm/pegawai/x/service for the month ('Job executed'), then the job's real
 * progress through the design system's FollowedJob until it ends.
 */
export function ServiceJobPanel({ tahun, bulan, onDone }: ServiceJobPanelProps) {
  const transport = useTransport();
  const confirm = useConfirm();
  const [job, setJob] = useState<{ id: string; label: string } | null>(null);
  const [starting, setStarting] = useState(false);

  const run = async () => {
    if (tahun === undefined || bulan === undefined) return;
    const period = periodText(tahun, bulan);
    const ok = await confirm({
      title: 'Jalankan job service?',
      message: `Potongan service bulan sebelumnya akan disalin ke ${period} untuk semua kantor yang belum memiliki potongan service pada bulan itu.`,
      confirmLabel: 'Jalankan',
    });
    if (!ok) return;
    setStarting(true);
    try {
      const answer = await runServiceJob(transport, { tahun, bulan });
      notify.success(answer.message);
      setJob({ id: answer.data.job_id, label: `Job service ${period}` });
    } catch (error) {
      notifyError(error);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Stack gap="3" data-testid="service-job">
      <HStack gap="3" wrap="wrap">
        <Button
          size="sm"
          onClick={() => void run()}
          loading={starting}
          disabled={tahun === undefined || bulan === undefined}
          data-testid="service-job-run"
        >
          Jalankan Job Service
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {tahun === undefined || bulan === undefined
            ? 'Pilih tahun dan bulan untuk menjalankan job service.'
            : 'Potongan service dibuat oleh job ini (tidak melalui upload).'}
        </Text>
      </HStack>
      <FollowedJob
        jobId={job?.id}
        label={job?.label ?? 'Job service'}
        testId="service-job-progress"
        onDone={(done) => {
          if (done.status === 'done') onDone();
        }}
      />
    </Stack>
  );
}

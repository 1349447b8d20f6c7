import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { Button, FollowedJob, HStack, notify, notifyError, PageHeader, Stack, Text } from '@portal/design-system';
import { PeriodFilter } from '../../../shared/PeriodFilter';
import { currentPeriod, periodText } from '../../../shared/period';
import { exportPotongan } from '../api';
import { PotonganKantorSelect } from '../components/PotonganKantorSelect';

/** /gaji/potongan/export (1, 53, 54): a year (or one month of it) of deductions as xlsx, built by a job. */
export default function ExportPage() {
  const transport = useTransport();
  const [period, setPeriod] = useState<{ tahun: number | undefined; bulan: number | undefined }>(() => ({
    tahun: currentPeriod().tahun,
    bulan: undefined,
  }));
  const [kantorId, setKantorId] = useState<number | undefined>();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    if (period.tahun === undefined) return;
    setStarting(true);
    try {
      const answer = await exportPotongan(transport, {
        tahun: period.tahun,
        ...(period.bulan ? { bulan: period.bulan } : {}),
        ...(kantorId ? { kantor_id: kantorId } : {}),
      });
      notify.success(answer.message);
      setJobId(answer.data.job_id);
    } catch (error) {
      notifyError(error);
    } finally {
      setStarting(false);
    }
  };

  const label =
    period.tahun === undefined
      ? 'Ekspor potongan gaji'
      : `Potongan gaji ${period.bulan ? periodText(period.tahun, period.bulan) : period.tahun} (.xlsx)`;
  return (
    <Stack gap="4" data-testid="export-page">
      <PageHeader
        size="xl"
        title="Ekspor Potongan"
        description="Potongan gaji satu tahun, atau satu bulan, sebagai file Excel."
      />
      <HStack gap="3" align="end" wrap="wrap">
        <PeriodFilter allowAll tahun={period.tahun} bulan={period.bulan} onChange={setPeriod} />
        <PotonganKantorSelect value={kantorId} onChange={setKantorId} />
      </HStack>
      {period.tahun === undefined ? (
        <Text fontSize="sm" color="fg.muted">
          Pilih tahun terlebih dahulu.
        </Text>
      ) : null}
      <Button
        w="fit-content"
        onClick={() => void start()}
        loading={starting}
        disabled={period.tahun === undefined}
        data-testid="export-start"
      >
        Mulai Ekspor
      </Button>
      <FollowedJob jobId={jobId} label={label} downloadable testId="export-job" />
    </Stack>
  );
}

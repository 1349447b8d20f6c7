import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import {
  Button,
  Field,
  FollowedJob,
  notify,
  notifyError,
  OptionSelect,
  PageHeader,
  Stack,
} from '@portal/design-system';
import { startKpiExport, useMasterOptions } from '../api';

/** /penilaian/kpi/export (64): a period's resume as xlsx, built by a job, then downloaded. */
export default function KpiExportPage() {
  const transport = useTransport();
  const periode = useMasterOptions('periode');
  const [periodeId, setPeriodeId] = useState<number | undefined>();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  async function start(id: number) {
    setStarting(true);
    try {
      const answer = await startKpiExport(transport, id);
      notify.success(answer.message);
      setJobId(answer.data.job_id);
    } catch (error) {
      notifyError(error);
    } finally {
      setStarting(false);
    }
  }

  const nama = periode.find((p) => p.id === periodeId)?.nama;
  return (
    <Stack gap="4" data-testid="kpi-export-page">
      <PageHeader size="xl" title="Ekspor KPI" description="Resume KPI satu periode sebagai file Excel." />
      <Field.Root width="auto" maxW="sm">
        <Field.Label>Periode</Field.Label>
        <OptionSelect
          aria-label="Periode"
          placeholder="Pilih periode"
          options={periode}
          value={periodeId ?? ''}
          onChange={(e) => setPeriodeId(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)}
        />
      </Field.Root>
      <Button
        w="fit-content"
        disabled={periodeId === undefined}
        loading={starting}
        onClick={() => periodeId !== undefined && void start(periodeId)}
        data-testid="kpi-export-start"
      >
        Mulai Ekspor
      </Button>
      <FollowedJob jobId={jobId} label={`Resume KPI ${nama ?? ''} (.xlsx)`} downloadable testId="kpi-export-job" />
    </Stack>
  );
}

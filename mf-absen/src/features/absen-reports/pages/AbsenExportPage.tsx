import { useState } from 'react';
import { portalNow } from '@portal/domain';
import { useTransport } from '@portal/api-client';
import { notifyError, notify, Button, Heading, Stack, Text, FollowedJob } from '@portal/design-system';
import { monthRange, startExport } from '../api';
import { PegawaiKantorFilter, type ScopeValue } from '../components/PegawaiKantorFilter';
import { PeriodFilter, type Period } from '../components/PeriodFilter';

/** /absen/export (1, 59, 9, 4, 57): every live check of a period as xlsx, made by a job. */
export default function AbsenExportPage() {
  const transport = useTransport();
  const now = portalNow();
  const [period, setPeriod] = useState<Period>(() => monthRange(now.year, now.month));
  const [scope, setScope] = useState<ScopeValue>({});
  const [jobId, setJobId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const answer = await startExport(transport, { ...period, ...scope });
      notify.info(answer.message);
      setJobId(answer.data.job_id);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" data-testid="absen-export-page">
      <Heading as="h1" size="xl">
        Ekspor Absensi
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        File Excel berisi setiap absen masuk dan pulang pada periode (paling lama 1 tahun).
      </Text>
      <PeriodFilter value={period} onChange={setPeriod} />
      <PegawaiKantorFilter value={scope} onChange={setScope} />
      <Button alignSelf="start" onClick={() => void start()} loading={busy} data-testid="absen-export-start">
        Ekspor (.xlsx)
      </Button>
      {jobId ? <FollowedJob jobId={jobId} label="Ekspor absensi" downloadable testId="job-follower" /> : null}
    </Stack>
  );
}

import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { ABSEN_YEAR_REPORT_MESSAGE } from '@portal/domain';
import { notifyError, Alert, Button, Stack, FollowedJob } from '@portal/design-system';
import { startYearReport } from '../api';

/** Starts the year report (about a minute on the server), shows the spec's message and its progress. */
export function YearReportButton({
  tahun,
  kantor_id,
  pegawai_id,
}: {
  tahun: number;
  kantor_id?: number;
  pegawai_id?: number;
}) {
  const transport = useTransport();
  const [jobId, setJobId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const answer = await startYearReport(transport, { tahun, kantor_id, pegawai_id });
      setMessage(answer.message || ABSEN_YEAR_REPORT_MESSAGE);
      setJobId(answer.data.job_id);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="2">
      <Button
        kind="secondary"
        alignSelf="start"
        size="sm"
        onClick={() => void start()}
        loading={busy}
        data-testid="absen-year-report"
      >
        {`Laporan Tahun ${tahun} (.xlsx)`}
      </Button>
      {message ? (
        <Alert.Root status="info" data-testid="absen-year-report-message">
          <Alert.Indicator />
          <Alert.Description>{message}</Alert.Description>
        </Alert.Root>
      ) : null}
      <FollowedJob jobId={jobId} label={`Laporan absensi ${tahun}`} downloadable testId="job-follower" />
    </Stack>
  );
}

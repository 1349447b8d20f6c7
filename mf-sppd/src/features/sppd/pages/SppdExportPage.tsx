import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { portalToday } from '@portal/domain';
import {
  Button,
  Field,
  FollowedJob,
  Heading,
  notify,
  notifyError,
  Stack,
  Text,
  YearPicker,
} from '@portal/design-system';
import { startSppdExport } from '../api';

/** /pegawai/sppd/export (1, 12, 14, 13, 15): a year of trips (or all) as xlsx, built by a background job. */
export default function SppdExportPage() {
  const transport = useTransport();
  const [tahun, setTahun] = useState<number | null>(() => Number(portalToday().slice(0, 4)));
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    try {
      const answer = await startSppdExport(transport, tahun);
      notify.success(answer.message);
      setJobId(answer.data.job_id);
    } catch (error) {
      notifyError(error);
    } finally {
      setStarting(false);
    }
  }

  return (
    <Stack gap="4" data-testid="sppd-export-page">
      <Heading as="h1" size="xl">
        Ekspor SPPD
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        Semua SPPD satu tahun (atau semua tahun) beserta pejalan dan biayanya, sebagai file Excel.
      </Text>
      <Field.Root width="48">
        <Field.Label>Tahun</Field.Label>
        <YearPicker aria-label="Tahun" placeholder="Semua tahun" value={tahun} onChange={setTahun} min={2000} />
      </Field.Root>
      <Button w="fit-content" onClick={() => void start()} loading={starting} data-testid="sppd-export-start">
        Mulai Ekspor
      </Button>
      <FollowedJob
        jobId={jobId}
        label={tahun === null ? 'SPPD semua tahun (.xlsx)' : `SPPD ${tahun} (.xlsx)`}
        downloadable
        testId="sppd-export-job"
      />
    </Stack>
  );
}

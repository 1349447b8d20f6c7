import { Heading, Stack } from '@portal/design-system';
import type { Transport } from '@portal/api-client';
import { ExportPanel } from '../../jabatan/public';
import { PANGKAT_EXPORT_PATH } from '../api';

const startExport = (transport: Transport) =>
  transport.request<{ message: string; data: { job_id: string } }>('POST', PANGKAT_EXPORT_PATH);

/** /pegawai/pangkat/export (57, not 8): employees' current ranks as xlsx, built in the background. */
export default function PangkatExportPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Ekspor Pangkat
      </Heading>
      <ExportPanel
        name="Data pangkat pegawai (.xlsx)"
        description="Pangkat yang berlaku untuk setiap pegawai aktif, dengan masa pangkat dan simulasi kenaikan berikutnya."
        start={startExport}
      />
    </Stack>
  );
}

import type { Transport } from '@portal/api-client';
import { Heading, Stack } from '@portal/design-system';
import { ExportPanel } from '../../jabatan/public';
import { PHK_EXPORT_PATH } from '../api';

const startExport = (transport: Transport) =>
  transport.request<{ message: string; data: { job_id: string } }>('POST', PHK_EXPORT_PATH);

/** /pegawai/phk/export (57): every termination as xlsx, built in the background. */
export default function PhkExportPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Ekspor PHK
      </Heading>
      <ExportPanel
        name="Data PHK pegawai (.xlsx)"
        description="Semua PHK dengan pegawai, kantor, kategori, tanggal, tahun, penyelenggara, nomor SK dan keterangannya."
        start={startExport}
      />
    </Stack>
  );
}

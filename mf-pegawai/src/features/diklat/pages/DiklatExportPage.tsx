import type { Transport } from '@portal/api-client';
import { Heading, Stack } from '@portal/design-system';
import { ExportPanel } from '../../jabatan/public';
import { DIKLAT_EXPORT_PATH } from '../api';

const startExport = (transport: Transport) =>
  transport.request<{ message: string; data: { job_id: string } }>('POST', DIKLAT_EXPORT_PATH);

/** /pegawai/diklat/export (61): every participation as xlsx, built in the background. */
export default function DiklatExportPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Ekspor Diklat
      </Heading>
      <ExportPanel
        name="Data diklat pegawai (.xlsx)"
        description="Setiap peserta diklat dengan nama diklat, jenis, tanggal awal dan akhir, NPP, nama, jabatan, kantor dan keterangannya."
        start={startExport}
      />
    </Stack>
  );
}

import type { Transport } from '@portal/api-client';
import { Heading, Stack } from '@portal/design-system';
import { ExportPanel } from '../../jabatan/public';
import { SANKSI_EXPORT_PATH } from '../api';

const startExport = (transport: Transport) =>
  transport.request<{ message: string; data: { job_id: string } }>('POST', SANKSI_EXPORT_PATH);

/** /pegawai/sanksi/export (57 or 62): every sanction as xlsx, built in the background. */
export default function SanksiExportPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Ekspor Sanksi
      </Heading>
      <ExportPanel
        name="Data sanksi pegawai (.xlsx)"
        description="Semua sanksi dengan pegawai, jenis, kelas, masa berlaku, nomor SK dan keterangannya."
        start={startExport}
      />
    </Stack>
  );
}

import type { Transport } from '@portal/api-client';
import { Heading, Stack } from '@portal/design-system';
import { ExportPanel } from '../../jabatan/public';
import { NOTA_EXPORT_PATH } from '../api';

const startExport = (transport: Transport) =>
  transport.request<{ message: string; data: { job_id: string } }>('POST', NOTA_EXPORT_PATH);

/** /pegawai/perawatan/export (1 or 57): every care claim as xlsx, built in the background. */
export default function PerawatanExportPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Ekspor Perawatan
      </Heading>
      <ExportPanel
        name="Data perawatan pegawai (.xlsx)"
        description="Semua klaim perawatan dengan pegawai, kantor, jenis, tempat, golongan, tanggal dan nomor nota, nominal, status dan keterangannya."
        start={startExport}
      />
    </Stack>
  );
}

import { Heading, Stack } from '@portal/design-system';
import type { Transport } from '@portal/api-client';
import { JABATAN_EXPORT_PATH } from '../api';
import { ExportPanel } from '../components/ExportPanel';

const startExport = (transport: Transport) =>
  transport.request<{ message: string; data: { job_id: string } }>('POST', JABATAN_EXPORT_PATH);

/** /pegawai/jabatan/export (57): the position register as xlsx, built in the background. */
export default function JabatanExportPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Ekspor Jabatan
      </Heading>
      <ExportPanel
        name="Data jabatan (.xlsx)"
        description="Semua jabatan dengan level, eselon, atasan, label, status dan jumlah pegawai."
        start={startExport}
      />
    </Stack>
  );
}

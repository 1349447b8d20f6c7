import { Heading, Stack } from '@portal/design-system';
import { ExportPanel } from '../../jabatan/public';
import { startPendidikanExport } from '../api';

/** /pegawai/pendidikan/export (57): every education record as xlsx, built in the background. */
export default function PendidikanExportPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Ekspor Pendidikan
      </Heading>
      <ExportPanel
        name="Data pendidikan pegawai (.xlsx)"
        description="Semua riwayat pendidikan dengan pegawai, kantor, jenjang, institusi, jurusan dan tahun lulusnya."
        start={startPendidikanExport}
      />
    </Stack>
  );
}

import { Heading, Stack } from '@portal/design-system';
import { ExportPanel } from '../../jabatan/public';
import { startFamilyExport } from '../api';

/** /pegawai/family/export (57): every family member as xlsx, built in the background. */
export default function FamilyExportPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Ekspor Keluarga
      </Heading>
      <ExportPanel
        name="Data keluarga pegawai (.xlsx)"
        description="Semua anggota keluarga dengan pegawai, kantor, hubungan, status tanggungan, tanggal lahir dan tahunnya."
        start={startFamilyExport}
      />
    </Stack>
  );
}

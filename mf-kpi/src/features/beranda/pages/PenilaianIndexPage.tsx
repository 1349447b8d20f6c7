import { RouteDirectory } from '@portal/design-system';
import { routes } from '../../../routes';

/** /penilaian (10, not 8/52): the KPI, funds-target and workload pages this user may open. */
export default function PenilaianIndexPage() {
  return (
    <RouteDirectory
      routes={routes}
      groupPath="/penilaian"
      title="Penilaian Kinerja"
      description="Penilaian KPI, target dana pegawai kontrak dan analisis beban kerja."
      emptyTitle="Tidak ada halaman penilaian untuk Anda"
    />
  );
}

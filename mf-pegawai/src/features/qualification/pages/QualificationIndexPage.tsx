import { RouteDirectory } from '@portal/design-system';
import { qualificationRoutes } from '../routes';

/** /qualification (not 8): the qualification pages this user may open, by the same policies as the guard and menu. */
export default function QualificationIndexPage() {
  return (
    <RouteDirectory
      routes={qualificationRoutes}
      groupPath="/qualification"
      title="Kualifikasi"
      description="Kualifikasi yang disyaratkan per jabatan, pangkat dan kantor."
      emptyTitle="Tidak ada halaman kualifikasi untuk Anda"
    />
  );
}

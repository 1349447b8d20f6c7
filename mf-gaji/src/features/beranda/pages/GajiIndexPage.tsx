import { RouteDirectory } from '@portal/design-system';
import { routes } from '../../../routes';

/** /gaji (10, not 8/52): the salary pages this user may open, by the same policies as the guard and menu. */
export default function GajiIndexPage() {
  return (
    <RouteDirectory
      routes={routes}
      groupPath="/gaji"
      title="Penggajian"
      description="Potongan gaji, penghasilan dan plafon tunjangan."
      emptyTitle="Tidak ada halaman penggajian untuk Anda"
    />
  );
}

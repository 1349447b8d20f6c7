/**
 * mf-pegawai route table: employees and their registers, outsourcing, kantor, SOTK, qualification.
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Run at build time to publish it as routes.json (the shell reads that, not this code): keep it
 * data only; built pages get a lazy `load` (their own chunk), loaded when the page is opened.
 *
 * Each feature owns its routes (features/<feature>/routes.ts); every family's pages are built. The
 * order here is the side menu's order.
 */
import type { PortalRoute } from '@portal/domain';
import { pegawaiListRoutes } from './features/pegawai-list/routes';
import { umurRoutes } from './features/umur/routes';
import { exportRoutes } from './features/export/routes';
import { cvRoutes } from './features/cv/routes';
import { prestasiRoutes } from './features/prestasi/routes';
import { sanksiRoutes } from './features/sanksi/routes';
import { keluargaRoutes } from './features/keluarga/routes';
import { phkRoutes } from './features/phk/routes';
import { jabatanRoutes } from './features/jabatan/routes';
import { pangkatRoutes } from './features/pangkat/routes';
import { contactRoutes } from './features/contact/routes';
import { perawatanRoutes } from './features/perawatan/routes';
import { pgsRoutes } from './features/pgs/routes';
import { diklatRoutes } from './features/diklat/routes';
import { pendidikanRoutes } from './features/pendidikan/routes';
import { outsourcingRoutes } from './features/outsourcing/routes';
import { kantorRoutes } from './features/kantor/routes';
import { sotkRoutes } from './features/sotk/routes';
import { qualificationRoutes } from './features/qualification/routes';

export const routes: PortalRoute[] = [
  ...pegawaiListRoutes,
  ...umurRoutes,
  ...exportRoutes,
  ...cvRoutes,
  ...prestasiRoutes,
  ...sanksiRoutes,
  ...keluargaRoutes,
  ...phkRoutes,
  ...jabatanRoutes,
  ...pangkatRoutes,
  ...contactRoutes,
  ...perawatanRoutes,
  ...pgsRoutes,
  ...diklatRoutes,
  ...pendidikanRoutes,
  ...outsourcingRoutes,
  ...kantorRoutes,
  ...sotkRoutes,
  ...qualificationRoutes,
];

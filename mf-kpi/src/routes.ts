/**
 * mf-kpi route table: performance (/penilaian, /penilaian/kpi/*, /kpi/:token), contract staff
 * targets (/penilaian/target_pegawai_kontrak/*) and workload analysis (/pegawai/wla/*).
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Run at build time to publish it as routes.json (the shell reads that, not this code): keep it
 * data only; built pages get a lazy `load` (their own chunk), loaded when the page is opened.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { kpiRoutes } from './features/kpi/routes';
import { targetDanaRoutes } from './features/target-dana/routes';
import { wlaRoutes } from './features/wla/routes';

const KINERJA = 'Penilaian Kinerja';

export const routes: PortalRoute[] = [
  // Group page
  {
    path: '/penilaian',
    name: 'penilaian.index',
    meta: { policy: POLICY.employeeServices, title: 'Penilaian Kinerja', menu: { group: KINERJA } },
  },

  // KPI administration (64) and KPI for every employee (features/kpi/routes.ts)
  ...kpiRoutes,

  // Contract staff targets (features/target-dana/routes.ts)
  ...targetDanaRoutes,

  // Workload analysis (features/wla/routes.ts)
  ...wlaRoutes,
];

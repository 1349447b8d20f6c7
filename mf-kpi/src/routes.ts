/**
 * mf-kpi route table: performance (/penilaian, /penilaian/kpi/*, /kpi/:token), contract staff
 * targets (/penilaian/target_pegawai_kontrak/*) and workload analysis (/pegawai/wla/*).
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Run at build time to publish it as routes.json (the shell reads that, not this code): keep it
 * data only; built pages get a lazy `load` (their own chunk), loaded when the page is opened.
 */
import type { PortalRoute } from '@portal/domain';
import { berandaRoutes } from './features/beranda/routes';
import { kpiRoutes } from './features/kpi/routes';
import { targetDanaRoutes } from './features/target-dana/routes';
import { wlaRoutes } from './features/wla/routes';

export const routes: PortalRoute[] = [
  // Group page (features/beranda/routes.ts)
  ...berandaRoutes,

  // KPI administration (64) and KPI for every employee (features/kpi/routes.ts)
  ...kpiRoutes,

  // Contract staff targets (features/target-dana/routes.ts)
  ...targetDanaRoutes,

  // Workload analysis (features/wla/routes.ts)
  ...wlaRoutes,
];

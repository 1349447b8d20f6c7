/**
 * mf-sppd route table: business trips (/pegawai/sppd/*, /sppd/:id), work-assignment letters
 * (/pegawai/skmd/*, /skmd/:token) and official memos (/pegawai/notadinas/*, /notadinas/:token).
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Run at build time to publish it as routes.json (the shell reads that, not this code): keep it
 * data only; built pages get a lazy `load` (their own chunk), loaded when the page is opened.
 */
import type { PortalRoute } from '@portal/domain';
import { notadinasRoutes } from './features/notadinas/routes';
import { skmdRoutes } from './features/skmd/routes';
import { sppdRoutes } from './features/sppd/routes';

export const routes: PortalRoute[] = [...sppdRoutes, ...skmdRoutes, ...notadinasRoutes];

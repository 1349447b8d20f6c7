/**
 * mf-gaji route table: salary (/gaji), deductions (/gaji/potongan/*), income and work benefit
 * (/gaji/penghasilan/*) and allowances (/pegawai/plafond/*).
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Run at build time to publish it as routes.json (the shell reads that, not this code): keep it
 * data only; built pages get a lazy `load` (their own chunk), loaded when the page is opened.
 *
 * Each feature owns its routes (features/<feature>/routes.ts); the order here is the side menu's order.
 */
import type { PortalRoute } from '@portal/domain';
import { berandaRoutes } from './features/beranda/routes';
import { potonganRoutes } from './features/potongan/routes';
import { penghasilanRoutes } from './features/penghasilan/routes';
import { plafondRoutes } from './features/plafond/routes';

export const routes: PortalRoute[] = [...berandaRoutes, ...potonganRoutes, ...penghasilanRoutes, ...plafondRoutes];

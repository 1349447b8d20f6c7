/**
 * Domain demo data: each domain adds its rows after the core (offices, positions, employees,
 * accounts) inside loadDemoData's transaction. Order matters where one builds on another.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import type { DemoData } from './generate.js';
import { loadCvDemo } from './cv-demo.js';
import { loadJabatanPangkatDemo } from './jabatan-pangkat-demo.js';
import { loadIzinDemo } from './izin-demo.js';
import { loadAbsenDemo } from './absen-demo.js';
import { loadSotkDemo } from './sotk-demo.js';
import { loadGajiDemo } from './gaji-demo.js';
import { loadSppdDemo } from './sppd-demo.js';
import { loadKpiDemo } from './kpi-demo.js';
import { loadMailDemo } from './mail-demo.js';
import { loadNotadinasDemo } from './notadinas-demo.js';
import { loadWlaTargetDemo } from './wla-target-demo.js';
import { loadSanksiDemo } from './sanksi-demo.js';
import { loadPgsDemo } from './pgs-demo.js';
import { loadTaskDemo } from './task-demo.js';
import { loadWhatsappDemo } from './whatsapp-demo.js';
import { loadPhkDemo } from './phk-demo.js';
import { loadPerawatanDemo } from './perawatan-demo.js';
import { loadOutsourcingDemo } from './outsourcing-demo.js';
import { loadQualificationDemo } from './qualification-demo.js';
import { loadDiklatDemo } from './diklat-demo.js';

export type DemoExtension = (trx: Transaction<Database>, data: DemoData) => Promise<void>;

export const DOMAIN_DEMO: readonly DemoExtension[] = [
  loadCvDemo,
  loadJabatanPangkatDemo,
  loadIzinDemo,
  loadAbsenDemo,
  loadSotkDemo,
  loadGajiDemo,
  loadSppdDemo,
  loadKpiDemo,
  loadMailDemo,
  loadNotadinasDemo,
  loadWlaTargetDemo,
  loadSanksiDemo,
  loadPgsDemo,
  loadTaskDemo,
  loadWhatsappDemo,
  loadPhkDemo,
  loadPerawatanDemo,
  loadOutsourcingDemo,
  loadQualificationDemo,
  loadDiklatDemo,
];

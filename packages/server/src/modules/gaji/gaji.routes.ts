/**
 * Salary module (issue #18; contracts in packages/contracts/src/gaji.ts, which lists every path
 * with its policy): deductions of two kinds (potongan gaji uploaded per office and month; service
 * deductions carried forward by the service job), income and work benefit, allowances.
 *
 * Files: potongan.routes.ts → potongan.service.ts → potongan.repo.ts (deductions), potongan-jobs.ts
 * (upload, service and export jobs, xlsx downloads), penghasilan.ts (income), plafond.ts
 * (allowances), money.ts (decimal strings; every sum is PostgreSQL's numeric).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';
import { penghasilanRoutes } from './penghasilan.js';
import { plafondRoutes } from './plafond.js';
import { potonganRoutes } from './potongan.routes.js';

export async function gajiRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  await potonganRoutes(app, ctx);
  penghasilanRoutes(app, ctx);
  plafondRoutes(app, ctx);
}

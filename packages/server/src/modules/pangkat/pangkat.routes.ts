/** Rank register (spec /sdm/x/pangkat), employees' rank records, rank lists, decree files, bulk import and export. */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';
import { pangkatImportRoutes } from './pangkat-import.routes.js';
import { pangkatRegisterRoutes } from './pangkat-register.routes.js';
import { pegawaiPangkatRoutes } from './pegawai-pangkat.routes.js';

export async function pangkatRoutes(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  await pegawaiPangkatRoutes(app, options);
  pangkatRegisterRoutes(app, options.ctx);
  // Its own scope: only the upload route reads xlsx bytes as the body.
  await app.register(pangkatImportRoutes, options);
}

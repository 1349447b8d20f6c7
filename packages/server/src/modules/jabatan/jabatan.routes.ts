/** Position register (spec /sdm/set/jabatan and friends), employees' position records and the bulk import. */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';
import { jabatanImportRoutes } from './jabatan-import.routes.js';
import { jabatanRegisterRoutes } from './jabatan-register.routes.js';
import { pegawaiJabatanRoutes } from './pegawai-jabatan.routes.js';

export async function jabatanRoutes(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  await pegawaiJabatanRoutes(app, options);
  jabatanRegisterRoutes(app, options.ctx);
  // Its own scope: only the upload route reads xlsx bytes as the body.
  await app.register(jabatanImportRoutes, options);
}

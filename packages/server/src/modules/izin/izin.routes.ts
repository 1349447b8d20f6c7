/** Leave and permits (spec /sdm/pegawai/x/izin) through the approval engine. */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';

export async function izinRoutes(_app: FastifyInstance, _options: ModuleOptions): Promise<void> {}

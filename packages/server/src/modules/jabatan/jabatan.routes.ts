/** Position register (spec /sdm/set/jabatan and friends) and its bulk import. */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';

export async function jabatanRoutes(_app: FastifyInstance, _options: ModuleOptions): Promise<void> {}

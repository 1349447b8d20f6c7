/** Public holidays (spec /sdm/x/libur). */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';

export async function liburRoutes(_app: FastifyInstance, _options: ModuleOptions): Promise<void> {}

/** SOTK: structure, differences, factual verification, position groups and reset jobs (spec /general/sotk). */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';

export async function sotkRoutes(_app: FastifyInstance, _options: ModuleOptions): Promise<void> {}

/** Rank register and employees' ranks (spec /sdm/x/pangkat). */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';

export async function pangkatRoutes(_app: FastifyInstance, _options: ModuleOptions): Promise<void> {}

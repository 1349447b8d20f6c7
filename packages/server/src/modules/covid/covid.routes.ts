/** Health status declarations (spec /general/covid). */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';

export async function covidRoutes(_app: FastifyInstance, _options: ModuleOptions): Promise<void> {}

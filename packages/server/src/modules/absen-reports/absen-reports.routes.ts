/** Attendance reports: monthly, year (job), accumulation, doubles, deleted, export. */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';

export async function absenReportsRoutes(_app: FastifyInstance, _options: ModuleOptions): Promise<void> {}

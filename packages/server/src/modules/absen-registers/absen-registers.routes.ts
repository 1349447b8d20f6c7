/** Attendance admin registers: exclusions, dispensations, temporary locations. */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';

export async function absenRegistersRoutes(_app: FastifyInstance, _options: ModuleOptions): Promise<void> {}

/** Attendance delete requests through the approval engine, with attachments. */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';

export async function absenDeleteRequestRoutes(_app: FastifyInstance, _options: ModuleOptions): Promise<void> {}

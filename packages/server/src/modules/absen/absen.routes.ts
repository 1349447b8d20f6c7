/** Attendance check-in/out with geofence and the daily lists (spec /api/absen, /sdm/pegawai/x/absen). */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';

export async function absenRoutes(_app: FastifyInstance, _options: ModuleOptions): Promise<void> {}

/** The employee CV: profile, every sub-record, position/rank history, photos (spec /sdm/pegawai/x/*). */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';

export async function pegawaiCvRoutes(_app: FastifyInstance, _options: ModuleOptions): Promise<void> {}

/**
 * /api/general/sotk (spec section 7 "General: … sotk"): an office's organisation structure.
 *   GET  ?event=index_structure          structure rows, paged (kantor_id, search)          role 10
 *        ?event=index_diff               offices with a structure: formasi vs staff, paged   role 10
 *        ?event=index_diff_kantor        one office (kantor_id) per position                 role 10
 *        ?event=index_verifikasi_faktual one office (kantor_id, tahun, bulan) per bidang tugas role 10
 *   POST action=storeVerifikasiFaktual   → 'SOTK Created'                                      1, 57, 64
 *        action=storeResetStructure      job → 'SOTK Reset By Kantor On Process'               1, 57, 64
 *        action=storeResetVerifikasi     job → 'SOTK Reset Verifikasi By Kantor On Process'    1, 57, 64
 *   GET  /x/bidang_tugas                 options                                             role 10
 * Unknown event → 400 'Unsuccessful Event'; unknown action → 400 'Unsuccessful Action'.
 */
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { assertAccess } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { validateWith } from '../../platform/errors.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses, optionsResponseSchema } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { sotkGroupsRoutes } from './sotk-groups.routes.js';
import { registerSotkJobs, type ResetStructureData, type ResetVerifikasiData } from './sotk-reset.jobs.js';
import { SotkService, type SotkListQuery, type VerifikasiBody } from './sotk.service.js';
import { POLICY } from '../../platform/domain.js';

const tags = ['sotk'];
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const tahun = { type: 'integer', minimum: 2000, maximum: 2100 } as const;
const bulan = { type: 'integer', minimum: 1, maximum: 12 } as const;
const levelList = { type: 'array', items: { type: 'integer', minimum: 1, maximum: 99 }, maxItems: 20 } as const;

/** Rows of every event in one schema (a superset), so the serializer keeps each event's fields. */
const rowProps = {
  id: { type: 'integer' },
  kantor_id: { type: 'integer' },
  kantor: { type: 'string' },
  kantor_level_id: { type: 'integer' },
  jabatan_id: { type: 'integer' },
  jabatan: { type: 'string' },
  bidangtugas_id: { type: 'integer' },
  bidangtugas: { type: ['string', 'null'] },
  formasi: { type: 'integer' },
  jumlah: { type: 'integer' },
  kurang: { type: 'integer' },
  lebih: { type: 'integer' },
  selisih: { type: 'integer' },
  tahun: { type: 'integer' },
  bulan: { type: 'integer' },
  status_id: { type: ['integer', 'null'] },
  status: { type: ['string', 'null'] },
  keterangan: { type: ['string', 'null'] },
  verified_at: { type: ['string', 'null'] },
  updated_at: { type: ['string', 'null'] },
  user: { type: ['object', 'null'], properties: { id: { type: 'integer' }, name: { type: 'string' } } },
} as const;

const verifikasiSchema = {
  type: 'object',
  properties: {
    action: { type: 'string' },
    kantor_id: id,
    tahun,
    bulan,
    bidangtugas_id: id,
    status_id: { type: 'integer', enum: [1, 2] },
    keterangan: { type: ['string', 'null'], maxLength: 500 },
  },
  required: ['kantor_id', 'tahun', 'bulan', 'bidangtugas_id', 'status_id'],
} as const;
const resetStructureSchema = {
  type: 'object',
  properties: { action: { type: 'string' }, kantor_id: id },
  required: ['kantor_id'],
} as const;
const resetVerifikasiSchema = {
  type: 'object',
  properties: { action: { type: 'string' }, kantor_id: id, tahun, bulan },
  required: ['kantor_id', 'tahun', 'bulan'],
} as const;

export async function sotkRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new SotkService(ctx);
  registerSotkJobs(ctx);
  await app.register(sotkGroupsRoutes, { ctx });

  app.get<{ Querystring: SotkListQuery & { event: string; 'kantor_level_id[]'?: number[] } }>(
    '/api/general/sotk',
    {
      config: { policy: POLICY.readSotk },
      schema: {
        tags,
        summary: 'SOTK lists by event: index_structure, index_diff, index_diff_kantor, index_verifikasi_faktual',
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            event: { type: 'string', maxLength: 50 },
            kantor_id: id,
            tahun,
            bulan,
            kantor_level_id: levelList,
            'kantor_level_id[]': levelList,
          },
          required: ['event'],
        },
        response: {
          200: { ...pagedSchema({ type: 'object', properties: rowProps }), required: ['data'] },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const q = {
        ...request.query,
        kantor_level_id: [...(request.query.kantor_level_id ?? []), ...(request.query['kantor_level_id[]'] ?? [])],
      };
      return selectHandler(q.event, {
        index_structure: () => service.structure(q),
        index_diff: () => service.diff(q),
        index_diff_kantor: () => service.diffKantor(q),
        index_verifikasi_faktual: () => service.verifikasi(q),
      })();
    },
  );

  app.post<{ Body: { action: string } }>(
    '/api/general/sotk',
    {
      config: { policy: POLICY.manageSotk },
      schema: {
        tags,
        summary:
          'SOTK actions: storeVerifikasiFaktual, storeResetStructure, storeResetVerifikasi (the resets are jobs)',
        body: { type: 'object', properties: { action: { type: 'string', maxLength: 50 } }, required: ['action'] },
        response: {
          200: {
            type: 'object',
            properties: {
              message: { type: 'string' },
              data: { type: 'object', properties: { id: { type: 'integer' }, job_id: { type: 'string' } } },
            },
            required: ['message'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const auth = assertAccess(request, POLICY.manageSotk);
      const actor = { ...actorOf(request), userId: auth.userId };
      return selectHandler(
        request.body.action,
        {
          storeVerifikasiFaktual: () =>
            service.storeVerifikasi(validateWith<VerifikasiBody>(request, verifikasiSchema, request.body), actor),
          storeResetStructure: () =>
            service.resetStructure(
              validateWith<ResetStructureData>(request, resetStructureSchema, request.body),
              actor,
            ),
          storeResetVerifikasi: () =>
            service.resetVerifikasi(
              validateWith<ResetVerifikasiData>(request, resetVerifikasiSchema, request.body),
              actor,
            ),
        },
        'action',
      )();
    },
  );

  app.get(
    '/api/general/sotk/x/bidang_tugas',
    {
      config: { policy: POLICY.readSotk },
      schema: { tags, summary: 'Bidang tugas', response: { 200: optionsResponseSchema, ...errorResponses } },
    },
    async () => service.bidangTugas(),
  );
}

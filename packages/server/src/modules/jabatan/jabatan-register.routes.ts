/**
 * The position register and its small registers (spec section 7 "Jabatan"):
 *   GET /api/sdm/set/jabatan, GET /api/sdm/set/jabatan/{id}                   roles 1/57 (read by the parent/unit/label/surat pages)
 *     (list: page, per_page, search on nama/ket, sortby/sortbydesc, is_disabled)
 *   POST /api/sdm/set/jabatan, PUT/DELETE /api/sdm/set/jabatan/{id}           roles 1/57, not 8 (the index page)
 *   GET /api/sdm/set/jabatan/x/parent?jabatan_id&search&limit                 roles 1/57: the positions that may be its parent
 *   PUT /api/sdm/set/jabatan/x/parent/{id} { parent_id }                      roles 1/57 (the parent page)
 *   GET /api/sdm/x/jabatan/x/bidang_tugas (page, per_page, search)            roles 1/57: every position's task areas
 *   /api/sdm/x/jabatan/x/level, /api/sdm/set/jabatan/x/eselon                 role 57, not 8
 *   /api/sdm/set/jabatan/x/label                                              roles 1/57, not 8
 *   GET /api/sdm/x/jabatan/x/invalid?event=index_invalid|index_invalid_eselon role 57, not 8
 *   POST /api/sdm/set/jabatan/x/export                                        role 57, not 8 → job
 * plus the per-position details (jabatan-details.routes.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BidangTugasListAnswer,
  BidangTugasListQuery,
  IdParams,
  JABATAN_INVALID_PATH,
  JABATAN_PATH,
  JabatanInput,
  JabatanInvalidAnswer,
  JabatanInvalidQuery,
  JabatanListAnswer,
  JabatanListQuery,
  JabatanMutation,
  JabatanParentCandidatesAnswer,
  JabatanParentInput,
  JabatanParentQuery,
  JabatanShowAnswer,
  JobQueuedAnswer,
  MessageAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { toPaged } from '../../platform/paging.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { ADMIN_OR_HR, HR_ACCESS, HR_ONLY } from './access.js';
import { jabatanDetailRoutes } from './jabatan-details.routes.js';
import { JABATAN_EXPORT } from './jabatan-export.js';
import { listBidangTugas, parentCandidates } from './jabatan.repo.js';
import { JabatanService } from './jabatan.service.js';
import { namedRegisterRoutes } from './named-register.js';
import { registerExportJob, requestExport } from './xlsx-export-job.js';

export function jabatanRegisterRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new JabatanService(ctx);
  const tags = ['jabatan'];
  registerExportJob(ctx, JABATAN_EXPORT);

  app.get(
    JABATAN_PATH,
    {
      config: ADMIN_OR_HR,
      schema: {
        tags,
        summary: 'Positions: paged, search on nama/ket, sortable, optionally only (not) disabled',
        querystring: JabatanListQuery,
        response: { 200: JabatanListAnswer, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    `${JABATAN_PATH}/:id`,
    {
      config: ADMIN_OR_HR,
      schema: {
        tags,
        summary: 'One position',
        params: IdParams,
        response: { 200: JabatanShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.show(request.params.id),
  );

  app.post(
    JABATAN_PATH,
    {
      config: HR_ACCESS,
      schema: {
        tags,
        summary: 'Create a position',
        body: JabatanInput,
        response: { 200: JabatanMutation, ...errorResponses },
      },
    },
    async (request) => service.create(actorOf(request), request.body),
  );

  app.put(
    `${JABATAN_PATH}/:id`,
    {
      config: HR_ACCESS,
      schema: {
        tags,
        summary: 'Change a position (also its parent, label, disabled flag)',
        params: IdParams,
        body: JabatanInput,
        response: { 200: JabatanMutation, ...errorResponses },
      },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/sdm/set/jabatan/x/parent',
    {
      config: ADMIN_OR_HR,
      schema: {
        tags,
        summary:
          'Positions that may be the parent of jabatan_id (never itself or a descendant; disabled ones left out), by name',
        querystring: JabatanParentQuery,
        response: { 200: JabatanParentCandidatesAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { jabatan_id, search, limit } = request.query;
      return { data: await parentCandidates(ctx.db, jabatan_id, search?.trim() || undefined, limit) };
    },
  );

  app.get(
    '/api/sdm/x/jabatan/x/bidang_tugas',
    {
      config: ADMIN_OR_HR,
      schema: {
        tags,
        summary: 'Every position’s task areas (bidang tugas) with their position, paged; search on either name',
        querystring: BidangTugasListQuery,
        response: { 200: BidangTugasListAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { page, per_page, search } = request.query;
      const { rows, total } = await listBidangTugas(
        ctx.db,
        search?.trim() || undefined,
        per_page,
        (page - 1) * per_page,
      );
      return toPaged(rows, total, page, per_page);
    },
  );

  app.put(
    '/api/sdm/set/jabatan/x/parent/:id',
    {
      config: ADMIN_OR_HR,
      schema: {
        tags,
        summary: 'Set or clear the parent of a position (cycles refused)',
        params: IdParams,
        body: JabatanParentInput,
        response: { 200: JabatanMutation, ...errorResponses },
      },
    },
    async (request) => service.setParent(actorOf(request), request.params.id, request.body.parent_id),
  );

  app.delete(
    `${JABATAN_PATH}/:id`,
    {
      config: HR_ACCESS,
      schema: {
        tags,
        summary: 'Delete a position nothing uses (409 otherwise: disable it)',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses, 409: errorResponses[422] },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id),
  );

  app.get(
    JABATAN_INVALID_PATH,
    {
      config: HR_ONLY,
      schema: {
        tags,
        summary:
          'Inconsistencies: index_invalid (employees on disabled positions or without records, positions without level); index_invalid_eselon (positions without eselon)',
        querystring: JabatanInvalidQuery,
        response: { 200: JabatanInvalidAnswer, ...errorResponses },
      },
    },
    async (request) =>
      selectHandler(request.query.event, {
        index_invalid: () => service.invalid('index_invalid', request.query),
        index_invalid_eselon: () => service.invalid('index_invalid_eselon', request.query),
      })(),
  );

  app.post(
    '/api/sdm/set/jabatan/x/export',
    {
      config: HR_ONLY,
      schema: {
        tags,
        summary: 'Queue the xlsx export of the position register',
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) => requestExport(ctx, JABATAN_EXPORT, { ...actorOf(request), userId: request.auth!.userId }),
  );

  const usedBy = (column: 'level_id' | 'eselon_id') => async (db: typeof ctx.db, id: number) =>
    Number(
      (
        await db
          .selectFrom('jabatan')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(column, '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  namedRegisterRoutes(fastify, ctx, {
    table: 'jabatan_level',
    path: '/api/sdm/x/jabatan/x/level',
    entity: 'Level jabatan',
    access: HR_ONLY,
    usage: usedBy('level_id'),
  });
  namedRegisterRoutes(fastify, ctx, {
    table: 'eselon',
    path: '/api/sdm/set/jabatan/x/eselon',
    entity: 'Eselon',
    access: HR_ONLY,
    usage: usedBy('eselon_id'),
  });
  namedRegisterRoutes(fastify, ctx, {
    table: 'jabatan_label',
    path: '/api/sdm/set/jabatan/x/label',
    entity: 'Label jabatan',
    access: ADMIN_OR_HR,
    usage: async (db, id) =>
      Number(
        (
          await db
            .selectFrom('jabatan_label_link')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('label_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      ),
  });
  jabatanDetailRoutes(fastify, ctx);
}

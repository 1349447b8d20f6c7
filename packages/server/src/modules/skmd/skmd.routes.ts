/**
 * Work-assignment letters (spec /pegawai/skmd/*, /skmd/:token; §7 /sdm/pegawai/x/skmd). Selector
 * field `event`; an unknown one → 400 'Unsuccessful Event'.
 *   GET    /api/sdm/pegawai/x/skmd        employeeServices  event index (default; page, per_page, search, is_myturn,
 *                                                          is_penerbitan, tahun, bulan) + unapproved |
 *                                                          index_show_by_token (token) | index_un_approved
 *   POST   /api/sdm/pegawai/x/skmd        employeeServices  event store_skmd: the caller's letter of a month (Draft)
 *   POST   /api/sdm/pegawai/x/skmd/{id}   employeeServices  event store_request | store_reject | store_approve |
 *                                                          store_skmd_reset | store_skmd_update | store_files |
 *                                                          store_files_delete | store_penerbitan (hrAdminServices)
 *   DELETE /api/sdm/pegawai/x/skmd/{id}   employeeServices  a Draft, by its requester
 *   GET|POST /api/sdm/pegawai/x/skmd/{exclude/pegawai|exclude/kantor|include/pegawai}, DELETE …/{id}   hrAdminServices
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorRef,
  IdParams,
  MessageAnswer,
  type SKMD_GET_EVENTS,
  type SKMD_ITEM_EVENTS,
  SKMD_PATH,
  SkmdCollectionBody,
  SkmdCreateInput,
  SkmdFileInput,
  SkmdGetAnswer,
  SkmdItemBody,
  SkmdListQuery,
  SkmdMutationAnswer,
  SkmdScopeAnswer,
  SkmdScopeInput,
  SkmdScopeList,
  SkmdScopeQuery,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { validateContract } from '../../platform/errors.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { addScope, listScope, removeScope, SKMD_SCOPES, type SkmdScope } from './skmd-scope.js';
import { SKMD_APPROVAL_EVENTS, SkmdService } from './skmd.service.js';

const tags = ['skmd'];
const access = { policy: POLICY.employeeServices };
const scopeAccess = { policy: POLICY.hrAdminServices };
const responses = { ...errorResponses, 409: ApiErrorRef } as const;
const BODY_LIMIT = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 64 * 1024;
const TokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
const FileBody = Type.Object({ file: SkmdFileInput });
const FileIdBody = Type.Object({ file_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const DetailBody = Type.Object({
  uraian_tugas: Type.String({ minLength: 1, maxLength: 5000 }),
  tempat_tugas: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
});

export async function skmdRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new SkmdService(ctx);

  app.get(
    SKMD_PATH,
    {
      config: access,
      schema: {
        tags,
        summary: 'SKMD: list (index), one by token, the unapproved counter',
        querystring: SkmdListQuery,
        response: { 200: SkmdGetAnswer, ...responses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      const events: Record<(typeof SKMD_GET_EVENTS)[number], () => Promise<SkmdGetAnswer>> = {
        index: () => service.list(auth, q),
        index_show_by_token: () => service.showByToken(auth, validateContract(request, TokenQuery, q).token),
        index_un_approved: () => service.unapproved(auth),
      };
      return selectHandler(q.event ?? 'index', events)();
    },
  );

  app.post(
    SKMD_PATH,
    {
      config: access,
      schema: {
        tags,
        summary: 'event store_skmd: the caller’s SKMD of a month (Draft) → SKMD created',
        body: SkmdCollectionBody,
        response: { 200: SkmdMutationAnswer, ...responses },
      },
    },
    async (request) =>
      selectHandler(request.body.event, {
        store_skmd: () =>
          service.create(
            requireAuth(request),
            actorOf(request),
            validateContract(request, SkmdCreateInput, request.body),
          ),
      })(),
  );

  app.post(
    `${SKMD_PATH}/:id`,
    {
      config: access,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'SKMD events: approval, detail (requester, Draft), files, issuing with a number (HR)',
        params: IdParams,
        body: Type.Object({ event: SkmdItemBody.properties.event }),
        response: { 200: SkmdMutationAnswer, ...responses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const actor = actorOf(request);
      const { id } = request.params;
      const body = request.body;
      const approval = (event: string) => () =>
        service.act(auth, actor, id, event, validateContract(request, SkmdItemBody, body).note);
      type Handler = () => ReturnType<typeof service.act>;
      const handlers: Record<(typeof SKMD_ITEM_EVENTS)[number], Handler> = {
        ...(Object.fromEntries(SKMD_APPROVAL_EVENTS.map((event) => [event, approval(event)])) as Record<
          (typeof SKMD_ITEM_EVENTS)[number],
          Handler
        >),
        store_penerbitan: () => service.issue(auth, actor, id),
        store_skmd_update: () => service.updateDetail(auth, actor, id, validateContract(request, DetailBody, body)),
        store_files: () => service.addFile(auth, actor, id, validateContract(request, FileBody, body).file),
        store_files_delete: () =>
          service.removeFile(auth, actor, id, validateContract(request, FileIdBody, body).file_id),
      };
      return selectHandler(body.event, handlers)();
    },
  );

  app.delete(
    `${SKMD_PATH}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Delete a Draft SKMD (its requester)',
        params: IdParams,
        response: { 200: MessageAnswer, ...responses },
      },
    },
    async (request) => service.remove(requireAuth(request), actorOf(request), request.params.id),
  );

  for (const scope of Object.keys(SKMD_SCOPES) as SkmdScope[]) {
    const path = `${SKMD_PATH}/${scope}`;
    app.get(
      path,
      {
        config: scopeAccess,
        schema: {
          tags,
          summary: `SKMD ${scope}: the list`,
          querystring: SkmdScopeQuery,
          response: { 200: SkmdScopeList, ...responses },
        },
      },
      async (request) => listScope(ctx.db, scope, request.query),
    );
    app.post(
      path,
      {
        config: scopeAccess,
        schema: {
          tags,
          summary: `SKMD ${scope}: add (id of the employee or office)`,
          body: SkmdScopeInput,
          response: { 200: SkmdScopeAnswer, ...responses },
        },
      },
      async (request) =>
        addScope(ctx.db, scope, { ...actorOf(request), userId: requireAuth(request).userId }, request.body.id),
    );
    app.delete(
      `${path}/:id`,
      {
        config: scopeAccess,
        schema: {
          tags,
          summary: `SKMD ${scope}: remove`,
          params: IdParams,
          response: { 200: SkmdScopeAnswer, ...responses },
        },
      },
      async (request) => removeScope(ctx.db, scope, actorOf(request), request.params.id),
    );
  }
}

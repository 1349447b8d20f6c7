/**
 * Qualifications by position, rank and office (spec section 2 /qualification/jabatan, pangkat, kantor:
 * 60 or 57; section 7 /sdm/qualification/x/; issue #22, ADR 0052), the same five routes per kind:
 *   GET    /api/sdm/qualification/{kind}?event=index     60 or 57 (search, target filter, sort, paged)
 *   POST   /api/sdm/qualification/{kind}                  60 or 57 → 'Kualifikasi created'
 *   GET/PUT/DELETE /api/sdm/qualification/{kind}/{id}     60 or 57 → 'Kualifikasi updated/deleted'
 *   GET    /api/sdm/qualification/{kind}/x/options        60 or 57 (the choices of the form and the filter)
 * Office rows are scoped to the caller's office subtree unless POLICY.seeAllQualifications.
 * Contracts: @portal/contracts (qualification.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  MessageAnswer,
  QUALIFICATION_KINDS,
  QUALIFICATION_PATHS,
  QualificationInput,
  QualificationListAnswer,
  QualificationListQuery,
  QualificationMutation,
  QualificationShowAnswer,
  QualificationTargetOptionsAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { QualificationService } from './qualification.service.js';

const MANAGE = { policy: POLICY.manageQualifications };
const NOUN = { jabatan: 'position', pangkat: 'rank', kantor: 'office' } as const;

export async function qualificationRoutes(fastify: FastifyInstance, options: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new QualificationService(options.ctx);
  const tags = ['qualification'];

  for (const kind of QUALIFICATION_KINDS) {
    const path = QUALIFICATION_PATHS[kind];
    const noun = NOUN[kind];
    app.get(
      path,
      {
        config: MANAGE,
        schema: {
          tags,
          summary: `Qualifications by ${noun}: search (name, note, ${noun}), ${noun} filter, sort, paged, with the active employees each applies to`,
          querystring: QualificationListQuery,
          response: { 200: QualificationListAnswer, ...errorResponses },
        },
      },
      async (request) => {
        const scope = await service.scopeOf(requireAuth(request), kind);
        return selectHandler(request.query.event ?? 'index', {
          index: () => service.list(kind, request.query, scope),
        })();
      },
    );
    app.post(
      path,
      {
        config: MANAGE,
        schema: {
          tags,
          summary: `Add a qualification of a ${noun}`,
          body: QualificationInput,
          response: { 200: QualificationMutation, ...errorResponses },
        },
      },
      async (request) =>
        service.create(actorOf(request), kind, request.body, await service.scopeOf(requireAuth(request), kind)),
    );
    app.get(
      `${path}/x/options`,
      {
        config: MANAGE,
        schema: {
          tags,
          summary: `The ${noun}s a qualification may be given to (offices: within the caller's scope)`,
          response: { 200: QualificationTargetOptionsAnswer, ...errorResponses },
        },
      },
      async (request) => service.options(kind, await service.scopeOf(requireAuth(request), kind)),
    );
    app.get(
      `${path}/:id`,
      {
        config: MANAGE,
        schema: {
          tags,
          summary: `One qualification of a ${noun}`,
          params: IdParams,
          response: { 200: QualificationShowAnswer, ...errorResponses },
        },
      },
      async (request) => service.show(kind, request.params.id, await service.scopeOf(requireAuth(request), kind)),
    );
    app.put(
      `${path}/:id`,
      {
        config: MANAGE,
        schema: {
          tags,
          summary: `Change a qualification of a ${noun}`,
          params: IdParams,
          body: QualificationInput,
          response: { 200: QualificationMutation, ...errorResponses },
        },
      },
      async (request) =>
        service.update(
          actorOf(request),
          kind,
          request.params.id,
          request.body,
          await service.scopeOf(requireAuth(request), kind),
        ),
    );
    app.delete(
      `${path}/:id`,
      {
        config: MANAGE,
        schema: {
          tags,
          summary: `Delete a qualification of a ${noun}`,
          params: IdParams,
          response: { 200: MessageAnswer, ...errorResponses },
        },
      },
      async (request) =>
        service.remove(actorOf(request), kind, request.params.id, await service.scopeOf(requireAuth(request), kind)),
    );
  }
}

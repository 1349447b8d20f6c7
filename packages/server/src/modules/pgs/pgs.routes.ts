/**
 * Acting officials, PGS (spec section 2 /pegawai/pgs: index 63, not 8; show/:id hidden from menus;
 * section 7 /sdm/pegawai/x/pgs; issue #22):
 *   GET    /api/sdm/pegawai/x/pgs                     63, not 8: the register
 *   POST   /api/sdm/pegawai/x/pgs, PUT/DELETE …/{id}   63, not 8 → 'PGS created/updated/deleted'
 *   GET    /api/sdm/pegawai/x/pgs/{id}                 signed in; 63 sees any, others only their own (404)
 * Contracts in @portal/contracts (pgs.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  MessageAnswer,
  PGS_PATH,
  PgsInput,
  PgsListAnswer,
  PgsListQuery,
  PgsMutation,
  PgsShowAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { PgsService } from './pgs.service.js';

const MANAGE = { policy: POLICY.developerUnrestricted };

export async function pgsRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new PgsService(ctx);
  const tags = ['pgs'];

  app.get(
    PGS_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Acting-official assignments: search (nama, NPP, jabatan), is_active, sort, paged',
        querystring: PgsListQuery,
        response: { 200: PgsListAnswer, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );
  app.post(
    PGS_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Add an acting-official assignment',
        body: PgsInput,
        response: { 200: PgsMutation, ...errorResponses },
      },
    },
    async (request) => service.create(actorOf(request), request.body),
  );
  app.get(
    `${PGS_PATH}/:id`,
    {
      config: { policy: POLICY.signedIn },
      schema: {
        tags,
        summary: 'One assignment (role 63: any; others: only their own)',
        params: IdParams,
        response: { 200: PgsShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.show(requireAuth(request), request.params.id),
  );
  app.put(
    `${PGS_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Change an assignment',
        params: IdParams,
        body: PgsInput,
        response: { 200: PgsMutation, ...errorResponses },
      },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    `${PGS_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete an assignment',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id),
  );
}

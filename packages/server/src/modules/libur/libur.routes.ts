/**
 * Public holidays (spec /sdm/x/libur; page /absen/libur), contracts in @portal/contracts (libur.ts):
 *   GET    /api/sdm/x/libur          paged, filter tahun, search on nama — every signed-in user
 *   GET    /api/sdm/x/libur/{id}     one holiday                           — every signed-in user
 *   POST   /api/sdm/x/libur          { tanggal, nama } → 'Libur created'   — POLICY.manageHolidays
 *   PUT    /api/sdm/x/libur/{id}     { tanggal, nama } → 'Libur updated'   — POLICY.manageHolidays
 *   DELETE /api/sdm/x/libur/{id}     → 'Libur deleted'                     — POLICY.manageHolidays
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  LIBUR_PATH,
  LiburInput,
  LiburListAnswer,
  LiburListQuery,
  LiburMutation,
  LiburShowAnswer,
  MessageAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { createLibur, deleteLibur, listLibur, showLibur, updateLibur } from './libur.service.js';

const READ = { authenticated: true };
const WRITE = { policy: POLICY.manageHolidays };
const responses = { ...errorResponses, 409: { $ref: 'ApiError#' } } as const;

export async function liburRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    LIBUR_PATH,
    {
      config: READ,
      schema: {
        tags: ['libur'],
        summary: 'Public holidays, by date; filter tahun, search on nama',
        querystring: LiburListQuery,
        response: { 200: LiburListAnswer, ...responses },
      },
    },
    async (request) => listLibur(ctx.db, request.query),
  );

  app.post(
    LIBUR_PATH,
    {
      config: WRITE,
      schema: {
        tags: ['libur'],
        summary: 'Add a public holiday (one per date)',
        body: LiburInput,
        response: { 200: LiburMutation, ...responses },
      },
    },
    async (request) => createLibur(ctx.db, actorOf(request), request.body),
  );

  app.get(
    `${LIBUR_PATH}/:id`,
    {
      config: READ,
      schema: {
        tags: ['libur'],
        summary: 'One public holiday',
        params: IdParams,
        response: { 200: LiburShowAnswer, ...responses },
      },
    },
    async (request) => showLibur(ctx.db, request.params.id),
  );

  app.put(
    `${LIBUR_PATH}/:id`,
    {
      config: WRITE,
      schema: {
        tags: ['libur'],
        summary: 'Change a public holiday',
        params: IdParams,
        body: LiburInput,
        response: { 200: LiburMutation, ...responses },
      },
    },
    async (request) => updateLibur(ctx.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${LIBUR_PATH}/:id`,
    {
      config: WRITE,
      schema: {
        tags: ['libur'],
        summary: 'Remove a public holiday',
        params: IdParams,
        response: { 200: MessageAnswer, ...responses },
      },
    },
    async (request) => deleteLibur(ctx.db, actorOf(request), request.params.id),
  );
}

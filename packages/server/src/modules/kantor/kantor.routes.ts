/**
 * /api/general/kantor (+ /{id}, /x/level, /x/kelas): readable by every signed-in user; filters
 * search, kantor_level_id[], kelas_id, parent_id. The office pages' other routes: kantor-admin.routes.ts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  KANTOR_PATH,
  KantorGetAnswer,
  KantorListAnswer,
  KantorListQuery,
  KantorOptionsAnswer,
  KantorShowAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { kantorAdminRoutes } from './kantor-admin.routes.js';
import { KantorService } from './kantor.service.js';

/** Each answer with its own compiled serializer: the paged table is the hot path (benchmarks.md). */
const listSerializerSchema = { ...KantorListAnswer };
const optionsSerializerSchema = { ...KantorOptionsAnswer };

export async function kantorRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new KantorService(ctx);
  await app.register(kantorAdminRoutes, { ctx });

  app.get(
    KANTOR_PATH,
    {
      config: { authenticated: true },
      schema: {
        tags: ['kantor'],
        summary: 'Offices: paged, searchable (nama/kode), sortable; event=options for pickers',
        description: 'Paged rows; with event=options only `data` of `{ id, nama }` (levels 1, 2, 3, 5, 6, 7, 8, 9).',
        querystring: KantorListQuery,
        response: { 200: KantorGetAnswer, ...errorResponses },
      },
    },
    async (request, reply): Promise<KantorGetAnswer> => {
      const q = request.query;
      // Both spellings: axios-style `kantor_level_id[]=1` and plain repeated keys.
      const levels = [...(q.kantor_level_id ?? []), ...(q['kantor_level_id[]'] ?? [])];
      const params = { ...q, levels: levels.length > 0 ? levels : undefined };
      if (q.event === undefined) {
        const answer = await service.list(params);
        reply.serializer(reply.compileSerializationSchema(listSerializerSchema, '200'));
        return answer;
      }
      const answer = await selectHandler(q.event, { options: () => service.options(params) })();
      reply.serializer(reply.compileSerializationSchema(optionsSerializerSchema, '200'));
      return answer;
    },
  );

  app.get(
    `${KANTOR_PATH}/x/level`,
    {
      config: { authenticated: true },
      schema: {
        tags: ['kantor'],
        summary: 'Office levels',
        response: { 200: KantorOptionsAnswer, ...errorResponses },
      },
    },
    async () => service.levels(),
  );

  app.get(
    `${KANTOR_PATH}/x/kelas`,
    {
      config: { authenticated: true },
      schema: {
        tags: ['kantor'],
        summary: 'Office classes',
        response: { 200: KantorOptionsAnswer, ...errorResponses },
      },
    },
    async () => service.kelas(),
  );

  app.get(
    `${KANTOR_PATH}/:id`,
    {
      config: { authenticated: true },
      schema: {
        tags: ['kantor'],
        summary: 'One office',
        params: IdParams,
        response: { 200: KantorShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.show(request.params.id),
  );
}

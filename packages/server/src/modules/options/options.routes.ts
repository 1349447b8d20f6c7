/**
 * Static option files (spec section 7): GET /options/kantor.json, kantor_kelas.json, jabatan.json,
 * agama.json, status.json → `[{ id, nama }]`. Organisation data, so behind the normal guard (any
 * signed-in user); answered from memory with an ETag (304 on If-None-Match).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OptionFileAnswer } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';
import { sendEtagged } from '../../platform/etag.js';
import { errorResponses } from '../../platform/schemas.js';
import { OPTION_NAMES } from './invalidate-options.js';
import { OptionsService } from './options.service.js';

export async function optionsRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new OptionsService(ctx);

  for (const name of OPTION_NAMES) {
    app.get(
      `/options/${name}.json`,
      {
        config: { authenticated: true },
        schema: {
          tags: ['options'],
          summary: `Static option file ${name}.json: [{ id, nama }], cached, with ETag`,
          response: {
            200: OptionFileAnswer,
            304: { type: 'null', description: 'Not modified' },
            ...errorResponses,
          },
        },
      },
      async (request, reply) => sendEtagged(request, reply, await service.get(name)),
    );
  }
}

/**
 * Static option files (spec section 7): GET /options/kantor.json, kantor_kelas.json, jabatan.json,
 * agama.json, status.json → `[{ id, nama }]`. Organisation data, so behind the normal guard (any
 * signed-in user); answered from memory with an ETag (304 on If-None-Match).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';
import { errorResponses, optionSchema } from '../../platform/schemas.js';
import { OPTION_NAMES } from './invalidate-options.js';
import { OptionsService } from './options.service.js';

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export async function optionsRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new OptionsService(ctx);

  for (const name of OPTION_NAMES) {
    app.get(
      `/options/${name}.json`,
      {
        config: { authenticated: true },
        schema: {
          tags: ['options'],
          summary: `Static option file ${name}.json: [{ id, nama }], cached, with ETag`,
          response: { 200: { type: 'array', items: optionSchema }, 304: { type: 'null', description: 'Not modified' }, ...errorResponses },
        },
      },
      async (request, reply) => {
        const file = await service.get(name);
        // private: organisation data behind a login must not sit in shared caches; no-cache: revalidate each time.
        reply.header('etag', file.etag).header('cache-control', 'private, no-cache');
        if (matches(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(file.body);
      },
    );
  }
}

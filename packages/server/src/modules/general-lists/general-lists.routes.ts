/**
 * The general option lists (spec section 7), issue #12: they answered 404, so the CV took free text
 * where the spec has selects. Every signed-in user may read them (forms of every role use them).
 *   GET /api/general/{gender|nikah_status|pendidikan|prestasi|agama|institusi|kawin|family|status|rekening|dati_code|activity|file}
 *   GET /api/general/pendidikan/x/jurusan?pendidikan_id=   majors (of one level)
 *   GET /api/general/family/x/status                        family status (tanggungan …)
 * Answers `{ data: [{ id, nama, akronim, parent_id, label }] }` with an ETag (304 on If-None-Match):
 * the lists change rarely and a form opened twice should not fetch them twice.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  GENERAL_LISTS,
  GeneralListAnswer,
  JurusanQuery,
  type GeneralListItem,
  type GeneralListName,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';
import { etagged, sendEtagged } from '../../platform/etag.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import * as repo from './general-lists.repo.js';

function labelled(rows: repo.GeneralItemRow[]): GeneralListItem[] {
  return rows.map((r) => ({ ...r, label: r.akronim && r.akronim !== r.nama ? `${r.nama} | ${r.akronim}` : r.nama }));
}

/** The answer with a content ETag; 304 when the client already has these bytes. */
function send(request: FastifyRequest, reply: FastifyReply, rows: repo.GeneralItemRow[]) {
  return sendEtagged(request, reply, etagged(JSON.stringify({ data: labelled(rows) })));
}

export async function generalListsRoutes(baseApp: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = baseApp.withTypeProvider<TypeBoxTypeProvider>();
  const config = { policy: POLICY.signedIn };
  const response = {
    200: GeneralListAnswer,
    304: { type: 'null', description: 'Not modified' },
    ...errorResponses,
  } as const;
  const read: Record<GeneralListName, () => Promise<repo.GeneralItemRow[]>> = {
    ...(Object.fromEntries(GENERAL_LISTS.map((list) => [list, () => repo.listItems(ctx.db, list)])) as Record<
      GeneralListName,
      () => Promise<repo.GeneralItemRow[]>
    >),
    agama: () => repo.listAgama(ctx.db),
    status: () => repo.listStatusPegawai(ctx.db),
  };

  for (const list of GENERAL_LISTS) {
    app.get(
      `/api/general/${list}`,
      {
        config,
        schema: {
          tags: ['general'],
          summary: `General list ${list}: [{ id, nama, akronim, parent_id, label }]`,
          response,
        },
      },
      async (request, reply) => send(request, reply, await read[list]()),
    );
  }
  app.get(
    '/api/general/pendidikan/x/jurusan',
    {
      config,
      schema: {
        tags: ['general'],
        summary: 'Majors, optionally of one education level (pendidikan_id)',
        querystring: JurusanQuery,
        response,
      },
    },
    async (request, reply) =>
      send(request, reply, await repo.listItems(ctx.db, 'jurusan', request.query.pendidikan_id)),
  );
  app.get(
    '/api/general/family/x/status',
    {
      config,
      schema: { tags: ['general'], summary: 'Family status (tanggungan, bukan tanggungan, meninggal)', response },
    },
    async (request, reply) => send(request, reply, await repo.listItems(ctx.db, 'family_status')),
  );
}

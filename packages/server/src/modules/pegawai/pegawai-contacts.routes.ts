/**
 * Recovery contacts for HR (spec section 7: /sdm/pegawai/x/whatsapp, /sdm/pegawai/x/email and the
 * list events "unregistered WhatsApp/email"), issue #12: who can get a reset link by WhatsApp or
 * e-mail, and who HR still has to chase. HR (57, not 8) only: phone numbers and e-mail addresses.
 *   GET /api/sdm/pegawai/x/whatsapp?registered=true|false&search=&page=&per_page=
 *   GET /api/sdm/pegawai/x/email?…
 *   GET /api/sdm/pegawai?event=unregistered_whatsapp | unregistered_email   (the same, registered=false)
 */
import type { FastifyInstance } from 'fastify';
import { POLICY } from '../../platform/domain.js';
import type { AppContext } from '../../platform/context.js';
import { containsPattern, pagedSchema, pageQueryProperties, toPaged } from '../../platform/paging.js';
import { errorResponses } from '../../platform/schemas.js';
import { listContacts, type ContactChannel } from './pegawai-contacts.repo.js';
import type { ListEvent } from './pegawai-selectors.routes.js';

const ACCESS = POLICY.hrAdminUnrestricted;

interface ContactQuery {
  page: number;
  per_page: number;
  search?: string;
  registered?: boolean;
}

const querySchema = {
  type: 'object',
  properties: { ...pageQueryProperties, registered: { type: 'boolean', default: true } },
} as const;
const rowSchema = {
  type: 'object',
  properties: {
    pegawai_id: { type: 'integer' },
    nama: { type: 'string' },
    npp: { type: ['string', 'null'] },
    kantor: { type: ['string', 'null'] },
    user_name: { type: 'string' },
    contact: { type: ['string', 'null'] },
  },
  required: ['pegawai_id', 'nama', 'npp', 'kantor', 'user_name', 'contact'],
} as const;

async function contacts(ctx: AppContext, channel: ContactChannel, q: ContactQuery) {
  const { rows, total } = await listContacts(ctx.db, {
    channel,
    registered: q.registered ?? true,
    search: q.search ? containsPattern(q.search) : undefined,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return toPaged(rows, total, q.page, q.per_page);
}

export function registerPegawaiContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const channel of ['whatsapp', 'email'] as const) {
    app.get<{ Querystring: ContactQuery }>(
      `/api/sdm/pegawai/x/${channel}`,
      {
        config: { policy: ACCESS },
        schema: {
          tags: ['pegawai'],
          summary: `Employees with (registered=true) or without (false) a verified ${channel === 'whatsapp' ? 'WhatsApp number' : 'e-mail address'}`,
          querystring: querySchema,
          response: { 200: pagedSchema(rowSchema), ...errorResponses },
        },
      },
      async (request) => contacts(ctx, channel, request.query),
    );
  }
}

/** The list events of GET /api/sdm/pegawai for the employees HR still has to ask for a contact. */
export function contactListEvents(ctx: AppContext): Record<string, ListEvent> {
  const event = (channel: ContactChannel): ListEvent => ({
    access: ACCESS,
    query: { type: 'object', properties: pageQueryProperties },
    run: (_request, q) => contacts(ctx, channel, { ...(q as unknown as ContactQuery), registered: false }),
  });
  return { unregistered_whatsapp: event('whatsapp'), unregistered_email: event('email') };
}

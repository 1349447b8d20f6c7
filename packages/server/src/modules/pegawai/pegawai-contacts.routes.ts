/**
 * Recovery contacts for HR (spec section 7: /sdm/pegawai/x/whatsapp, /sdm/pegawai/x/email and the
 * list events "unregistered WhatsApp/email"), issue #12: who can get a reset link by WhatsApp or
 * e-mail, and who HR still has to chase. HR (57, not 8) only: phone numbers and e-mail addresses.
 *   GET /api/sdm/pegawai/x/whatsapp?registered=true|false&search=&page=&per_page=
 *   GET /api/sdm/pegawai/x/email?…
 *   GET /api/sdm/pegawai?event=unregistered_whatsapp | unregistered_email   (the same, registered=false)
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  PegawaiContactListAnswer,
  PegawaiContactQuery,
  PegawaiUnregisteredQuery,
  type PegawaiGetEvent,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import { errorResponses } from '../../platform/schemas.js';
import { listContacts, type ContactChannel } from './pegawai-contacts.repo.js';
import { listEvent, type ListEvent } from './pegawai-selectors.routes.js';

const ACCESS = POLICY.hrAdminUnrestricted;

async function contacts(
  ctx: AppContext,
  channel: ContactChannel,
  q: PegawaiContactQuery,
): Promise<PegawaiContactListAnswer> {
  const { rows, total } = await listContacts(ctx.db, {
    channel,
    registered: q.registered,
    search: q.search ? containsPattern(q.search) : undefined,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return toPaged(rows, total, q.page, q.per_page);
}

export function registerPegawaiContactRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const channel of ['whatsapp', 'email'] as const) {
    app.get(
      `/api/sdm/pegawai/x/${channel}`,
      {
        config: { policy: ACCESS },
        schema: {
          tags: ['pegawai'],
          summary: `Employees with (registered=true) or without (false) a verified ${channel === 'whatsapp' ? 'WhatsApp number' : 'e-mail address'}`,
          querystring: PegawaiContactQuery,
          response: { 200: PegawaiContactListAnswer, ...errorResponses },
        },
      },
      async (request) => contacts(ctx, channel, request.query),
    );
  }
}

/** The list events of GET /api/sdm/pegawai for the employees HR still has to ask for a contact. */
export function contactListEvents(
  ctx: AppContext,
): Record<Extract<PegawaiGetEvent, 'unregistered_whatsapp' | 'unregistered_email'>, ListEvent> {
  const event = (channel: ContactChannel): ListEvent =>
    listEvent(ACCESS, PegawaiUnregisteredQuery, PegawaiContactListAnswer, (_request, q) =>
      contacts(ctx, channel, { ...q, registered: false }),
    );
  return { unregistered_whatsapp: event('whatsapp'), unregistered_email: event('email') };
}

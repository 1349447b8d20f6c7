/**
 * Recovery contacts for HR (spec section 7: /sdm/pegawai/x/whatsapp, /sdm/pegawai/x/email and the
 * list events "unregistered WhatsApp/email"), issue #12: who can get a reset link by WhatsApp or
 * e-mail, and who HR still has to chase. HR (57); the WhatsApp numbers not for restricted access (8).
 * The pages /pegawai/contact/* (issue #22) are built on these, not on a second API:
 *   GET  /api/sdm/pegawai/x/whatsapp?registered=true|false&verified=&search=&sortby|sortbydesc=&page=&per_page=
 *   GET  /api/sdm/pegawai/x/email?…
 *   GET  /api/sdm/pegawai?event=unregistered_whatsapp | unregistered_email   (the same, registered=false)
 *   POST /api/sdm/pegawai/x/whatsapp | /x/email { pegawai_id }   a verification link to the contact the
 *        employee's account has, through the outbox → 'Link verifikasi telah di kirim ke …' (spec section 8)
 *   POST /api/sdm/pegawai/x/whatsapp/x/export | /x/email/x/export  the contacts as xlsx (export job)
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  JobQueuedAnswer,
  MessageAnswer,
  PegawaiContactListAnswer,
  PegawaiContactQuery,
  PegawaiContactVerifyBody,
  PegawaiUnregisteredQuery,
  type PegawaiContactRow,
  type PegawaiGetEvent,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError } from '../../platform/errors.js';
import { containsPattern, listSort, toPaged } from '../../platform/paging.js';
import { errorResponses } from '../../platform/schemas.js';
import { registerExportJob, requestExport, type XlsxExportDefinition } from '../jabatan/public.js';
import { ContactService } from '../users/public.js';
import {
  countContacts,
  iterateContacts,
  listContacts,
  userIdOfPegawai,
  type ContactChannel,
} from './pegawai-contacts.repo.js';
import { listEvent, type ListEvent } from './pegawai-selectors.routes.js';

/**
 * Who may read and act on a channel, as the spec's pages say (section 2 /pegawai/contact: 57, the
 * WhatsApp list not 8): the WhatsApp numbers for HR without restricted access, the e-mail addresses
 * and the lists of employees without a contact (which show no number) for every HR admin.
 */
const CHANNEL_ACCESS = { whatsapp: POLICY.hrAdminUnrestricted, email: POLICY.hrAdmin } as const;
const UNREGISTERED_ACCESS = POLICY.hrAdmin;

async function contacts(
  ctx: AppContext,
  channel: ContactChannel,
  q: PegawaiContactQuery,
): Promise<PegawaiContactListAnswer> {
  const { rows, total } = await listContacts(ctx.db, {
    channel,
    registered: q.registered,
    verified: q.verified,
    search: q.search ? containsPattern(q.search) : undefined,
    sort: listSort(q),
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return toPaged(rows, total, q.page, q.per_page);
}

const CHANNEL_NAMES: Record<ContactChannel, string> = { whatsapp: 'Nomor WhatsApp', email: 'Email' };

/** /pegawai/contact/export: each channel's contacts with their verified state. */
function contactExport(channel: ContactChannel): XlsxExportDefinition<PegawaiContactRow> {
  return {
    jobName: `kontak.${channel}.export`,
    slug: `kontak-${channel}`,
    sheetName: channel === 'whatsapp' ? 'Kontak WhatsApp' : 'Kontak Email',
    columns: [
      { header: 'No', width: 7, value: (_r, i) => i + 1 },
      { header: 'NPP', width: 11, value: (r) => r.npp },
      { header: 'Nama', width: 32, value: (r) => r.nama },
      { header: 'Kantor', width: 28, value: (r) => r.kantor },
      { header: 'User', width: 18, value: (r) => r.user_name },
      { header: CHANNEL_NAMES[channel], width: 30, value: (r) => r.contact },
      { header: 'Terverifikasi', width: 13, value: (r) => (r.verified ? 'Ya' : 'Belum') },
    ],
    count: (ctx) => countContacts(ctx.db, channel),
    rows: (ctx) => iterateContacts(ctx.db, channel, 2000),
  };
}

export const CONTACT_MESSAGES = { noAccount: 'Pegawai ini belum memiliki akun' } as const;

export function registerPegawaiContactRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const verification = new ContactService(ctx);
  for (const channel of ['whatsapp', 'email'] as const) {
    const exported = contactExport(channel);
    registerExportJob(ctx, exported);
    app.get(
      `/api/sdm/pegawai/x/${channel}`,
      {
        config: { policy: CHANNEL_ACCESS[channel] },
        schema: {
          tags: ['pegawai'],
          summary: `Employees with (registered=true) or without (false) a verified ${channel === 'whatsapp' ? 'WhatsApp number' : 'e-mail address'}`,
          querystring: PegawaiContactQuery,
          response: { 200: PegawaiContactListAnswer, ...errorResponses },
        },
      },
      async (request) => contacts(ctx, channel, request.query),
    );
    app.post(
      `/api/sdm/pegawai/x/${channel}`,
      {
        config: { policy: CHANNEL_ACCESS[channel] },
        schema: {
          tags: ['pegawai'],
          summary: `Sends the employee's account a link to verify its ${channel === 'whatsapp' ? 'WhatsApp number' : 'e-mail address'} (outbox)`,
          body: PegawaiContactVerifyBody,
          response: { 200: MessageAnswer, ...errorResponses },
        },
      },
      async (request) => {
        const userId = await userIdOfPegawai(ctx.db, request.body.pegawai_id);
        if (userId === undefined) throw new HttpError(404, CONTACT_MESSAGES.noAccount);
        return { message: await verification.requestCurrentContactVerification(userId, channel, actorOf(request)) };
      },
    );
    app.post(
      `/api/sdm/pegawai/x/${channel}/x/export`,
      {
        config: { policy: CHANNEL_ACCESS[channel] },
        schema: {
          tags: ['pegawai'],
          summary: `Queue the xlsx export of the employees' ${channel === 'whatsapp' ? 'WhatsApp numbers' : 'e-mail addresses'}`,
          response: { 200: JobQueuedAnswer, ...errorResponses },
        },
      },
      async (request) => requestExport(ctx, exported, { ...actorOf(request), userId: request.auth!.userId }),
    );
  }
}

/** The list events of GET /api/sdm/pegawai for the employees HR still has to ask for a contact. */
export function contactListEvents(
  ctx: AppContext,
): Record<Extract<PegawaiGetEvent, 'unregistered_whatsapp' | 'unregistered_email'>, ListEvent> {
  const event = (channel: ContactChannel): ListEvent =>
    listEvent(UNREGISTERED_ACCESS, PegawaiUnregisteredQuery, PegawaiContactListAnswer, (_request, q) =>
      contacts(ctx, channel, { ...q, registered: false }),
    );
  return { unregistered_whatsapp: event('whatsapp'), unregistered_email: event('email') };
}

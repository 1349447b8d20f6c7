/**
 * The internal mailbox, /api/general/mailbox/x (spec section 7 "Mailbox"; pages /message/inbox,
 * outbox, trash, mail). Every route: any signed-in user (POLICY.signedIn, as the pages), on their
 * own copies only (another user's mail id → 404). Paths and answers: @portal/contracts mail.ts.
 *   GET    …/inbox | …/outbox | …/deleted     paged lists (search; inbox also unread)
 *   GET    …/inbox/read                        the caller's unread count
 *   GET    …/{id}                              the thread of mail {id}
 *   GET    …/{id}/x/file?file_id=              a signed address of an attachment
 *   POST   …                                   compose or reply → 'Mailbox Sent'
 *   PUT    …/{id}                              read (default) | unread | restore → 'Mailbox updated'
 *   DELETE …/{id}                              to the caller's trash → 'Mailbox deleted'
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  MAIL_LIMITS,
  MAIL_PATHS,
  MAIL_PUT_ACTIONS,
  MailCountAnswer,
  MailCreateInput,
  MailFileQuery,
  MailIdParams,
  MailInboxQuery,
  MailListAnswer,
  MailListQuery,
  MailSentAnswer,
  MailThreadAnswer,
  MailUpdateBody,
  MailUpdatedAnswer,
  SignedUrlAnswer,
  type MailPutAction,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { MailService } from './mail.service.js';

const access = { policy: POLICY.signedIn };
const tags = ['mailbox'];
// base64 grows a file by a third; leave room for the text fields.
const COMPOSE_BODY_LIMIT = Math.ceil((MAIL_LIMITS.attachmentsTotalBytes * 4) / 3) + 256 * 1024;

export async function mailRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new MailService(ctx);

  app.get(
    MAIL_PATHS.inbox,
    {
      config: access,
      schema: {
        tags,
        summary: 'The caller’s inbox: newest first, search (full text on subject/body, trigram on the sender), unread',
        querystring: MailInboxQuery,
        response: { 200: MailListAnswer, ...errorResponses },
      },
    },
    async (request) => service.list(requireAuth(request), 'inbox', request.query),
  );

  app.get(
    MAIL_PATHS.outbox,
    {
      config: access,
      schema: {
        tags,
        summary: 'What the caller sent: newest first, search',
        querystring: MailListQuery,
        response: { 200: MailListAnswer, ...errorResponses },
      },
    },
    async (request) => service.list(requireAuth(request), 'outbox', request.query),
  );

  app.get(
    MAIL_PATHS.deleted,
    {
      config: access,
      schema: {
        tags,
        summary: 'The caller’s trash (inbox and outbox copies): latest deleted first, search',
        querystring: MailListQuery,
        response: { 200: MailListAnswer, ...errorResponses },
      },
    },
    async (request) => service.list(requireAuth(request), 'deleted', request.query),
  );

  app.get(
    MAIL_PATHS.unreadCount,
    {
      config: access,
      schema: {
        tags,
        summary: 'The caller’s unread count (inbox, outside the trash)',
        response: { 200: MailCountAnswer, ...errorResponses },
      },
    },
    async (request) => service.unreadCount(requireAuth(request)),
  );

  app.get(
    `${MAIL_PATHS.base}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: 'The thread of a mail the caller holds: main mail and replies, created_at ascending, each id once',
        params: MailIdParams,
        response: { 200: MailThreadAnswer, ...errorResponses },
      },
    },
    async (request) => service.thread(requireAuth(request), request.params.id),
  );

  app.get(
    `${MAIL_PATHS.base}/:id/x/file`,
    {
      config: access,
      schema: {
        tags,
        summary: 'A signed address (5 minutes) of an attachment of a mail the caller holds',
        params: MailIdParams,
        querystring: MailFileQuery,
        response: { 200: SignedUrlAnswer, ...errorResponses },
      },
    },
    async (request) => service.attachmentUrl(requireAuth(request), request.params.id, request.query.file_id),
  );

  app.post(
    MAIL_PATHS.base,
    {
      config: access,
      bodyLimit: COMPOSE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Compose (pegawai_ids, subject, body, attachments?) or reply (parent_id, body…) → Mailbox Sent',
        description:
          'Recipients are employees with an active portal account (422 names any without one). A reply without pegawai_ids goes to every other participant of the mail answered; without subject it is "Re: …". Attachments: `[{ name, content_base64 }]`.',
        body: MailCreateInput,
        response: { 200: MailSentAnswer, ...errorResponses, 409: errorResponses[422] },
      },
    },
    async (request) => service.send(requireAuth(request), actorOf(request), request.body),
  );

  app.put(
    `${MAIL_PATHS.base}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Mark the caller’s copy read (no action or action read), unread, or restore it from the trash',
        params: MailIdParams,
        body: MailUpdateBody,
        response: { 200: MailUpdatedAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const action = request.body?.action ?? 'read';
      const handlers = Object.fromEntries(MAIL_PUT_ACTIONS.map((a) => [a, a])) as Record<MailPutAction, MailPutAction>;
      return service.update(auth, actorOf(request), request.params.id, selectHandler(action, handlers, 'action'));
    },
  );

  app.delete(
    `${MAIL_PATHS.base}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Move the caller’s copy to their trash (the other participants keep theirs)',
        params: MailIdParams,
        response: { 200: MailUpdatedAnswer, ...errorResponses },
      },
    },
    async (request) => service.remove(requireAuth(request), actorOf(request), request.params.id),
  );
}

/**
 * The info board (spec section 7 /general/infobank, /general/channel/x/public; pages /message/infobank
 * and the home page). Paths, rules and answers: @portal/contracts infobank.ts; ADR 0042.
 *   GET    /api/general/infobank?event=index|index_active   index: POLICY.manageInfoBoard; index_active: any signed-in user
 *   GET    /api/general/infobank/{id}                        a reader: only while valid today
 *   GET    /api/general/infobank/{id}/x/file?file_id=        a signed address of an attachment
 *   POST / PUT {id} / DELETE {id}                            POLICY.manageInfoBoard
 *   GET    /api/general/channel/x/public                     any signed-in user
 *   POST / PUT {id} / DELETE {id} …/channel/x/public         POLICY.manageInfoBoard
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CHANNEL_PUBLIC_PATH,
  ChannelPostInput,
  ChannelPostListAnswer,
  ChannelPostListQuery,
  ChannelPostMutationAnswer,
  INFOBANK_LIMITS,
  INFOBANK_PATH,
  InfobankFileQuery,
  InfobankIdParams,
  InfobankInput,
  InfobankListAnswer,
  InfobankListQuery,
  InfobankMutationAnswer,
  InfobankShowAnswer,
  MessageAnswer,
  SignedUrlAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { ChannelPublicService } from './channel-public.service.js';
import { InfobankService } from './infobank.service.js';

const READ = { policy: POLICY.signedIn };
const MANAGE = { policy: POLICY.manageInfoBoard };
// base64 grows a file by a third; leave room for the text fields.
const BODY_LIMIT = Math.ceil((INFOBANK_LIMITS.attachmentsTotalBytes * 4) / 3) + 256 * 1024;

export async function infobankRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new InfobankService(ctx);
  const channel = new ChannelPublicService(ctx);
  const tags = ['infobank'];

  app.get(
    INFOBANK_PATH,
    {
      // The list without an event is the admins' (index); index_active is every user's.
      config: { ...READ, eventPolicies: { '': POLICY.manageInfoBoard, index: POLICY.manageInfoBoard } },
      schema: {
        tags,
        summary:
          'Announcements: index (every live one; info admins) or index_active (valid today by the portal calendar; everyone); search, sort, paged',
        querystring: InfobankListQuery,
        response: { 200: InfobankListAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return selectHandler(q.event ?? 'index', {
        index: () => service.list(q, false),
        index_active: () => service.list(q, true),
      })();
    },
  );

  app.get(
    `${INFOBANK_PATH}/:id`,
    {
      config: READ,
      schema: {
        tags,
        summary: 'One announcement (readers: only while it is valid)',
        params: InfobankIdParams,
        response: { 200: InfobankShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.show(requireAuth(request), request.params.id),
  );

  app.get(
    `${INFOBANK_PATH}/:id/x/file`,
    {
      config: READ,
      schema: {
        tags,
        summary: 'A signed address (5 minutes) of an attachment of an announcement the caller may read',
        params: InfobankIdParams,
        querystring: InfobankFileQuery,
        response: { 200: SignedUrlAnswer, ...errorResponses },
      },
    },
    async (request) => service.attachmentUrl(requireAuth(request), request.params.id, request.query.file_id),
  );

  app.post(
    INFOBANK_PATH,
    {
      config: MANAGE,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Create an announcement (judul, isi, valid_from, valid_until?, attachments?) → Infobank created',
        body: InfobankInput,
        response: { 200: InfobankMutationAnswer, ...errorResponses },
      },
    },
    async (request) => service.create(requireAuth(request), actorOf(request), request.body),
  );

  app.put(
    `${INFOBANK_PATH}/:id`,
    {
      config: MANAGE,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Change an announcement; adds `attachments`, removes `remove_file_ids` → Infobank updated',
        params: InfobankIdParams,
        body: InfobankInput,
        response: { 200: InfobankMutationAnswer, ...errorResponses },
      },
    },
    async (request) => service.update(requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${INFOBANK_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete an announcement and its files (soft) → Infobank deleted',
        params: InfobankIdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id),
  );

  const channelTags = ['channel'];
  app.get(
    CHANNEL_PUBLIC_PATH,
    {
      config: READ,
      schema: {
        tags: channelTags,
        summary: 'The public info channel: newest first, search on judul/isi, paged',
        querystring: ChannelPostListQuery,
        response: { 200: ChannelPostListAnswer, ...errorResponses },
      },
    },
    async (request) => channel.list(request.query),
  );

  app.post(
    CHANNEL_PUBLIC_PATH,
    {
      config: MANAGE,
      schema: {
        tags: channelTags,
        summary: 'Post to the public channel → Channel public created',
        body: ChannelPostInput,
        response: { 200: ChannelPostMutationAnswer, ...errorResponses },
      },
    },
    async (request) => channel.create(requireAuth(request), actorOf(request), request.body),
  );

  app.put(
    `${CHANNEL_PUBLIC_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags: channelTags,
        summary: 'Change a post → Channel public updated',
        params: InfobankIdParams,
        body: ChannelPostInput,
        response: { 200: ChannelPostMutationAnswer, ...errorResponses },
      },
    },
    async (request) => channel.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${CHANNEL_PUBLIC_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags: channelTags,
        summary: 'Delete a post (soft) → Channel public deleted',
        params: InfobankIdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => channel.remove(actorOf(request), request.params.id),
  );
}

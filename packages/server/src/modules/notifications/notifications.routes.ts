/**
 * /api/general/notifikasi (spec section 7 'notifikasi'; page /message/notification). Paths and
 * answers: @portal/contracts notifications.ts.
 *   GET    /api/general/notifikasi                  the caller's own, newest first (search, unread, kind)
 *   GET    /api/general/notifikasi/x/unread         the caller's unread count
 *   PUT    /api/general/notifikasi/x/read_all       mark all own read
 *   PUT    /api/general/notifikasi/{id}             read (default) | unread
 *   DELETE /api/general/notifikasi/{id}             remove
 *   GET    /api/general/notifikasi/x/all            admin variant: every user's (user_id filter), read only
 * Own routes: POLICY.signedIn on the caller's rows only (another user's id → 404).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  NOTIFICATION_PUT_ACTIONS,
  NOTIFIKASI_PATHS,
  NotificationAdminListAnswer,
  NotificationAllQuery,
  NotificationCountAnswer,
  NotificationIdParams,
  NotificationListAnswer,
  NotificationListQuery,
  NotificationUpdateBody,
  NotificationUpdatedAnswer,
  type NotificationPutAction,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { NotificationsService } from './notifications.service.js';

const own = { policy: POLICY.signedIn };
const tags = ['notifikasi'];

export async function notificationsRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new NotificationsService(ctx);

  app.get(
    NOTIFIKASI_PATHS.base,
    {
      config: own,
      schema: {
        tags,
        summary: 'The caller’s notifications: newest first, search on title/body, unread, kind',
        querystring: NotificationListQuery,
        response: { 200: NotificationListAnswer, ...errorResponses },
      },
    },
    async (request) => service.list(requireAuth(request), request.query),
  );

  app.get(
    NOTIFIKASI_PATHS.unreadCount,
    {
      config: own,
      schema: {
        tags,
        summary: 'The caller’s unread notification count (the navbar bell)',
        response: { 200: NotificationCountAnswer, ...errorResponses },
      },
    },
    async (request) => service.unreadCount(requireAuth(request)),
  );

  app.get(
    NOTIFIKASI_PATHS.all,
    {
      config: { policy: POLICY.readAllNotifications },
      schema: {
        tags,
        summary: 'Admin variant: every user’s notifications with the user’s name (user_id filter), read only',
        querystring: NotificationAllQuery,
        response: { 200: NotificationAdminListAnswer, ...errorResponses },
      },
    },
    async (request) => service.listAll(request.query),
  );

  app.put(
    NOTIFIKASI_PATHS.readAll,
    {
      config: own,
      schema: {
        tags,
        summary: 'Mark every notification of the caller read',
        response: { 200: NotificationUpdatedAnswer, ...errorResponses },
      },
    },
    async (request) => service.readAll(requireAuth(request), actorOf(request)),
  );

  app.put(
    `${NOTIFIKASI_PATHS.base}/:id`,
    {
      config: own,
      schema: {
        tags,
        summary: 'Mark one of the caller’s notifications read (no action or action read) or unread',
        params: NotificationIdParams,
        body: NotificationUpdateBody,
        response: { 200: NotificationUpdatedAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const action = request.body?.action ?? 'read';
      const handlers = Object.fromEntries(NOTIFICATION_PUT_ACTIONS.map((a) => [a, a])) as Record<
        NotificationPutAction,
        NotificationPutAction
      >;
      return service.update(
        requireAuth(request),
        actorOf(request),
        request.params.id,
        selectHandler(action, handlers, 'action'),
      );
    },
  );

  app.delete(
    `${NOTIFIKASI_PATHS.base}/:id`,
    {
      config: own,
      schema: {
        tags,
        summary: 'Remove one of the caller’s notifications (by its random id)',
        params: NotificationIdParams,
        response: { 200: NotificationUpdatedAnswer, ...errorResponses },
      },
    },
    async (request) => service.remove(requireAuth(request), actorOf(request), request.params.id),
  );
}

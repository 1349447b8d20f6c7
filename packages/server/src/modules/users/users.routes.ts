/**
 * /api/general/users (create events store_update_password, store_reset_password, store_token_fcm,
 * store_email, store_wa; paged list for user admins), /api/general/users/x/roles (list; event
 * store_update_roles) and POST /api/verify (public: opens an e-mail / WhatsApp verification link).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, PASSWORD_MAX_LENGTH, POLICY } from '../../platform/domain.js';
import { actorOf } from '../../platform/audit.js';
import { assertAccess, requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { HttpError, validateWith, validationError } from '../../platform/errors.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses, messageSchema, optionsResponseSchema, publicErrorResponses } from '../../platform/schemas.js';
import { selectHandler, selectorSchema } from '../../platform/selectors.js';
import { ContactService } from './users-contact.service.js';
import { UsersService, type PushTokenInput, type UpdatePasswordInput } from './users.service.js';

/** Who may administer accounts: super admin and user admin. */

const password = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;
const userId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

const eventSchemas = {
  store_update_password: {
    type: 'object',
    properties: { password_old: password, password, password_confirmation: password },
    required: ['password_old', 'password', 'password_confirmation'],
  },
  store_reset_password: { type: 'object', properties: { user_id: userId }, required: ['user_id'] },
  store_confirm_registration: { type: 'object', properties: { user_id: userId }, required: ['user_id'] },
  // A push token, a web-push subscription (PushSubscription.toJSON()), or both.
  store_token_fcm: {
    type: 'object',
    properties: {
      token: { type: 'string', minLength: 1, maxLength: 4096 },
      subscription: {
        type: 'object',
        properties: {
          endpoint: { type: 'string', minLength: 1, maxLength: 2048, pattern: '^https://' },
          expirationTime: { type: ['number', 'null'] },
          keys: {
            type: 'object',
            properties: {
              p256dh: { type: 'string', minLength: 1, maxLength: 200 },
              auth: { type: 'string', minLength: 1, maxLength: 100 },
            },
            required: ['p256dh', 'auth'],
          },
        },
        required: ['endpoint', 'keys'],
      },
    },
  },
  // The current password: a session alone does not move the recovery address (issue #13).
  store_email: {
    type: 'object',
    properties: { email: { type: 'string', format: 'email', maxLength: 254 }, password },
    required: ['email', 'password'],
  },
  store_wa: {
    type: 'object',
    properties: { phone: { type: 'string', minLength: 1, maxLength: 30 }, password },
    required: ['phone', 'password'],
  },
  store_update_roles: {
    type: 'object',
    properties: {
      user_id: userId,
      roles: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 1000 }, maxItems: 100 },
    },
    required: ['user_id', 'roles'],
  },
} as const;

const userRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: ['string', 'null'] },
    status: { type: 'string' },
    is_password_default: { type: 'boolean' },
    pegawai_id: { type: ['integer', 'null'] },
    pegawai: {
      type: ['object', 'null'],
      properties: { id: { type: 'integer' }, nama: { type: 'string' }, npp: { type: 'string' } },
    },
    roles: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, nama: { type: 'string' } } },
    },
  },
} as const;

/** The body of a selector route: `event` plus the chosen event's own fields. */
function eventBody(events: readonly string[]) {
  return { type: 'object', properties: { event: selectorSchema(events) }, additionalProperties: true } as const;
}

type EventHandler = (request: FastifyRequest) => Promise<{ message: string }>;

export async function usersRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new UsersService(ctx);
  const contacts = new ContactService(ctx);

  const userEvents: Record<string, EventHandler> = {
    store_update_password: async (request) => {
      const input = validateWith<UpdatePasswordInput>(request, eventSchemas.store_update_password, request.body);
      return { message: await service.updateOwnPassword(requireAuth(request).userId, input, actorOf(request)) };
    },
    store_reset_password: async (request) => {
      const auth = assertAccess(request, POLICY.manageUsers);
      const input = validateWith<{ user_id: number }>(request, eventSchemas.store_reset_password, request.body);
      return { message: await service.resetPassword(input.user_id, actorOf(request), auth.roles) };
    },
    // HR confirms a self-registered account; only then can it approve (issue #13).
    store_confirm_registration: async (request) => {
      assertAccess(request, POLICY.confirmRegistrations);
      const input = validateWith<{ user_id: number }>(request, eventSchemas.store_confirm_registration, request.body);
      return { message: await service.confirmRegistration(input.user_id, actorOf(request)) };
    },
    store_token_fcm: async (request) => {
      const input = validateWith<PushTokenInput>(request, eventSchemas.store_token_fcm, request.body);
      if (input.token === undefined && input.subscription === undefined)
        throw validationError({ token: ['Kolom token wajib diisi'] });
      const userAgent = request.headers['user-agent']?.slice(0, 300);
      return {
        message: await service.storeFcmToken(
          requireAuth(request).userId,
          { token: input.token, subscription: input.subscription, userAgent },
          actorOf(request),
        ),
      };
    },
    store_email: async (request) => {
      const input = validateWith<{ email: string; password: string }>(request, eventSchemas.store_email, request.body);
      return {
        message: await contacts.requestEmailVerification(
          requireAuth(request).userId,
          input.email,
          input.password,
          actorOf(request),
        ),
      };
    },
    store_wa: async (request) => {
      const input = validateWith<{ phone: string; password: string }>(request, eventSchemas.store_wa, request.body);
      return {
        message: await contacts.requestWhatsAppVerification(
          requireAuth(request).userId,
          input.phone,
          input.password,
          actorOf(request),
        ),
      };
    },
  };

  app.post<{ Body: { event?: string } }>(
    '/api/general/users',
    {
      config: { authenticated: true, allowDefaultPassword: true },
      schema: {
        tags: ['users'],
        summary:
          'User events: store_update_password, store_token_fcm, store_email, store_wa (own); store_reset_password (roles 1, 66)',
        body: eventBody(Object.keys(userEvents)),
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const handler = selectHandler(request.body?.event, userEvents);
      // The route admits default-password sessions for the password change only.
      if (request.auth?.passwordDefault && request.body?.event !== 'store_update_password')
        throw new HttpError(403, MESSAGES.defaultPasswordHold);
      return handler(request);
    },
  );

  app.get<{ Querystring: { page: number; per_page: number; search?: string } }>(
    '/api/general/users',
    {
      config: { policy: POLICY.manageUsers },
      schema: {
        tags: ['users'],
        summary: 'Paged user list with roles; search on user name, pegawai name and NPP',
        querystring: { type: 'object', properties: pageQueryProperties },
        response: { 200: pagedSchema(userRowSchema), ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/general/users/x/roles',
    {
      config: { authenticated: true },
      schema: { tags: ['users'], summary: 'All roles', response: { 200: optionsResponseSchema, ...errorResponses } },
    },
    async () => service.roles(),
  );

  const roleEvents: Record<string, EventHandler> = {
    store_update_roles: async (request) => {
      const input = validateWith<{ user_id: number; roles: number[] }>(
        request,
        eventSchemas.store_update_roles,
        request.body,
      );
      return {
        message: await service.updateRoles(input.user_id, input.roles, actorOf(request), requireAuth(request).roles),
      };
    },
  };

  app.post<{ Body: { event?: string } }>(
    '/api/general/users/x/roles',
    {
      config: { policy: POLICY.manageUsers },
      schema: {
        tags: ['users'],
        summary: 'store_update_roles: replace a user’s roles (their sessions end)',
        body: eventBody(Object.keys(roleEvents)),
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => selectHandler(request.body?.event, roleEvents)(request),
  );

  app.post<{ Body: { token: string } }>(
    '/api/verify',
    {
      config: { public: true },
      schema: {
        tags: ['users'],
        summary: 'Opens an e-mail / WhatsApp verification link (token from store_email / store_wa)',
        security: [],
        body: {
          type: 'object',
          properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
          required: ['token'],
        },
        response: { 200: messageSchema, ...publicErrorResponses },
      },
    },
    async (request) => ({ message: await contacts.confirm(request.body.token, actorOf(request)) }),
  );
}

/**
 * /api/general/users (create events store_update_password, store_reset_password, store_token_fcm,
 * store_email, store_wa, store_token_reset; paged list for user admins), /api/general/users/x/roles (list; event
 * store_update_roles) and POST /api/verify (public: opens an e-mail / WhatsApp verification link).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  MessageAnswer,
  PushTokenBody,
  RoleEventBody,
  RoleOptionsAnswer,
  StoreEmailBody,
  StoreWaBody,
  TokenResetBody,
  UpdatePasswordBody,
  UpdateRolesBody,
  USERS_PATH,
  UserEventBody,
  UserIdBody,
  UserListAnswer,
  UserListQuery,
  VERIFY_PATH,
  VerifyBody,
  type RoleEvent,
  type UserEvent,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { assertAccess, requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { MESSAGES, POLICY } from '../../platform/domain.js';
import { HttpError, validateContract, validationError } from '../../platform/errors.js';
import { errorResponses, publicErrorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { ContactService } from './users-contact.service.js';
import { UsersService } from './users.service.js';
import { registerDevStatusRoute } from './dev-status.routes.js';
import { registerUsersAdminRoutes } from './users-admin.routes.js';
import { UsersAdminService } from './users-admin.service.js';

type EventHandler = (request: FastifyRequest) => Promise<{ message: string }>;

export async function usersRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new UsersService(ctx);
  const contacts = new ContactService(ctx);
  const admin = new UsersAdminService(ctx);
  registerUsersAdminRoutes(fastify, { users: service, admin, contacts });
  registerDevStatusRoute(fastify, ctx);

  const userEvents: Record<UserEvent, EventHandler> = {
    store_update_password: async (request) => {
      const input = validateContract(request, UpdatePasswordBody, request.body);
      return { message: await service.updateOwnPassword(requireAuth(request).userId, input, actorOf(request)) };
    },
    store_reset_password: async (request) => {
      const auth = assertAccess(request, POLICY.manageUsers);
      const input = validateContract(request, UserIdBody, request.body);
      return { message: await service.resetPassword(input.user_id, actorOf(request), auth.roles) };
    },
    // HR confirms a self-registered account; only then can it approve (issue #13).
    store_confirm_registration: async (request) => {
      assertAccess(request, POLICY.confirmRegistrations);
      const input = validateContract(request, UserIdBody, request.body);
      return { message: await service.confirmRegistration(input.user_id, actorOf(request)) };
    },
    store_token_fcm: async (request) => {
      const input = validateContract(request, PushTokenBody, request.body);
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
    // Own tokens without user_id ("log out everywhere"); another account's for user admins (1, 66).
    store_token_reset: async (request) => {
      const auth = requireAuth(request);
      const input = validateContract(request, TokenResetBody, request.body);
      const userId = input.user_id ?? auth.userId;
      if (userId !== auth.userId) assertAccess(request, POLICY.manageUsers);
      return { message: await admin.resetTokens(userId, actorOf(request), auth.roles) };
    },
    store_email: async (request) => {
      const input = validateContract(request, StoreEmailBody, request.body);
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
      const input = validateContract(request, StoreWaBody, request.body);
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

  app.post(
    USERS_PATH,
    {
      config: { authenticated: true, allowDefaultPassword: true },
      schema: {
        tags: ['users'],
        summary:
          'User events: store_update_password, store_token_fcm, store_email, store_wa (own); store_reset_password (roles 1, 66); store_token_reset (own, or any account for roles 1, 66)',
        body: UserEventBody,
        response: { 200: MessageAnswer, ...errorResponses },
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

  app.get(
    USERS_PATH,
    {
      config: { policy: POLICY.manageUsers },
      schema: {
        tags: ['users'],
        summary: 'Paged user list with roles; search on user name, pegawai name and NPP; sort by name or email',
        querystring: UserListQuery,
        response: { 200: UserListAnswer, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    `${USERS_PATH}/x/roles`,
    {
      config: { authenticated: true },
      schema: { tags: ['users'], summary: 'All roles', response: { 200: RoleOptionsAnswer, ...errorResponses } },
    },
    async () => service.roles(),
  );

  const roleEvents: Record<RoleEvent, EventHandler> = {
    store_update_roles: async (request) => {
      const input = validateContract(request, UpdateRolesBody, request.body);
      return {
        message: await service.updateRoles(input.user_id, input.roles, actorOf(request), requireAuth(request).roles),
      };
    },
  };

  app.post(
    `${USERS_PATH}/x/roles`,
    {
      config: { policy: POLICY.manageUsers },
      schema: {
        tags: ['users'],
        summary: 'store_update_roles: replace a user’s roles (their sessions end)',
        body: RoleEventBody,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => selectHandler(request.body?.event, roleEvents)(request),
  );

  app.post(
    VERIFY_PATH,
    {
      config: { public: true },
      schema: {
        tags: ['users'],
        summary: 'Opens an e-mail / WhatsApp verification link (token from store_email / store_wa)',
        security: [],
        body: VerifyBody,
        response: { 200: MessageAnswer, ...publicErrorResponses },
      },
    },
    async (request) => ({ message: await contacts.confirm(request.body.token, actorOf(request)) }),
  );
}

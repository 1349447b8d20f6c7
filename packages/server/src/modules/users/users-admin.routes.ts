/**
 * The administration pages' endpoints (issue #23), registered by usersRoutes:
 *   GET  /api/general/users/x/roles/x/type     every role and how many accounts hold it (1, 66)
 *   GET  /api/general/users/x/password_reset   accounts still on a reset password (1, 66)
 *   POST /api/general/users/x/password_reset   reset one (password = user name, sessions end)
 *   GET  /api/general/users/x/verification     accounts with an unverified e-mail/WhatsApp (1)
 *   POST /api/general/users/x/verification     send a verification link through the outbox (1)
 *   GET  /api/general/users/x/online           who has the portal open now, every process (1, 66)
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  MessageAnswer,
  OnlineAnswer,
  PasswordResetBody,
  PasswordResetListAnswer,
  PasswordResetListQuery,
  RoleTypeAnswer,
  USERS_PATH,
  VerificationListAnswer,
  VerificationListQuery,
  VerificationSendBody,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import type { ContactService } from './users-contact.service.js';
import type { UsersAdminService } from './users-admin.service.js';
import type { UsersService } from './users.service.js';

export function registerUsersAdminRoutes(
  fastify: FastifyInstance,
  services: { users: UsersService; admin: UsersAdminService; contacts: ContactService },
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { users, admin, contacts } = services;

  app.get(
    `${USERS_PATH}/x/roles/x/type`,
    {
      config: { policy: POLICY.manageUsers },
      schema: {
        tags: ['users'],
        summary: 'Every role with the number of accounts that hold it',
        response: { 200: RoleTypeAnswer, ...errorResponses },
      },
    },
    async () => admin.roleTypes(),
  );

  app.get(
    `${USERS_PATH}/x/password_reset`,
    {
      config: { policy: POLICY.manageUsers },
      schema: {
        tags: ['users'],
        summary: 'Accounts still on a default (reset) password, held on their profile until they change it',
        querystring: PasswordResetListQuery,
        response: { 200: PasswordResetListAnswer, ...errorResponses },
      },
    },
    async (request) => admin.passwordResetList(request.query),
  );

  app.post(
    `${USERS_PATH}/x/password_reset`,
    {
      config: { policy: POLICY.manageUsers },
      schema: {
        tags: ['users'],
        summary: 'Resets an account’s password to its user name; every session of the account ends',
        body: PasswordResetBody,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => ({
      message: await users.resetPassword(request.body.user_id, actorOf(request), requireAuth(request).roles),
    }),
  );

  app.get(
    `${USERS_PATH}/x/verification`,
    {
      config: { policy: POLICY.superAdmin },
      schema: {
        tags: ['users'],
        summary: 'Active accounts whose e-mail or WhatsApp number is not verified',
        querystring: VerificationListQuery,
        response: { 200: VerificationListAnswer, ...errorResponses },
      },
    },
    async (request) => admin.unverified(request.query),
  );

  app.post(
    `${USERS_PATH}/x/verification`,
    {
      config: { policy: POLICY.superAdmin },
      schema: {
        tags: ['users'],
        summary: 'Sends a verification link to the account’s own e-mail / WhatsApp number (outbox)',
        body: VerificationSendBody,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => ({
      message: await contacts.requestCurrentContactVerification(
        request.body.user_id,
        request.body.channel,
        actorOf(request),
      ),
    }),
  );

  app.get(
    `${USERS_PATH}/x/online`,
    {
      config: { policy: POLICY.manageUsers },
      schema: {
        tags: ['users'],
        summary: 'Users with the portal open now (push streams of every server process), office and since when',
        response: { 200: OnlineAnswer, ...errorResponses },
      },
    },
    async () => admin.online(),
  );
}

/** /api/login, /refresh, /logout, /check, /reset, /reset/confirm, /register (spec section 7, "Auth"). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorRef,
  CaptchaHeaders,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  MessageAnswer,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  RefreshRequest,
  RefreshResponse,
  RegisterRequest,
  SessionClient,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import { captchaPayloadOf } from '../../platform/captcha.js';
import type { ModuleOptions } from '../../platform/context.js';
import { HttpError } from '../../platform/errors.js';
import { errorResponses, publicErrorResponses } from '../../platform/schemas.js';
import { AuthService } from './auth.service.js';

export const RATE_LIMIT_MESSAGE = 'Terlalu banyak percobaan login, coba lagi dalam {s} detik';

function clientMeta(request: FastifyRequest) {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

export async function authRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new AuthService(ctx);
  const limit = ctx.config.loginRateLimit;

  app.post(
    '/api/login',
    {
      config: {
        public: true,
        rateLimit:
          limit > 0
            ? {
                max: limit,
                timeWindow: 60_000,
                // preHandler: the body (user name) is parsed by then, so the key is IP + user name.
                hook: 'preHandler',
                keyGenerator: (request) =>
                  `${request.ip}|${String((request.body as { username?: unknown })?.username ?? '')
                    .trim()
                    .toLowerCase()}`,
                errorResponseBuilder: (_request, context) =>
                  new HttpError(
                    429,
                    RATE_LIMIT_MESSAGE.replace('{s}', String(Math.max(1, Math.ceil(context.ttl / 1000)))),
                  ),
              }
            : false,
      },
      schema: {
        tags: ['auth'],
        summary: 'Log in (captcha required); rate-limited per IP and user name',
        security: [],
        headers: CaptchaHeaders,
        body: LoginRequest,
        response: { 200: LoginResponse, ...publicErrorResponses },
      },
    },
    async (request) =>
      service.login(
        request.body.username,
        request.body.password,
        captchaPayloadOf(request),
        actorOf(request),
        clientMeta(request),
      ),
  );

  app.post(
    '/api/refresh',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token; a reused token revokes its whole session',
        security: [],
        body: RefreshRequest,
        response: { 200: RefreshResponse, 401: ApiErrorRef, 422: ApiErrorRef },
      },
    },
    async (request) => service.refresh(request.body.refresh_token, actorOf(request)),
  );

  app.post(
    '/api/logout',
    {
      config: { authenticated: true, allowDefaultPassword: true },
      schema: {
        tags: ['auth'],
        summary: 'Log out: revokes the current session (and the given refresh token’s, if it is the user’s)',
        // Optional: a client holding only its bearer token must still be able to end the session.
        body: LogoutRequest,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await service.logout(auth.userId, auth.sessionId, request.body?.refresh_token, actorOf(request));
      return { message: 'Logout berhasil' };
    },
  );

  app.get(
    '/api/check',
    {
      config: { authenticated: true, allowDefaultPassword: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (SessionClient)',
        response: { 200: SessionClient, ...errorResponses },
      },
    },
    async (request) => service.check(requireAuth(request).userId),
  );

  app.post(
    '/api/reset',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a one-hour password reset link (same answer for unknown addresses)',
        security: [],
        headers: CaptchaHeaders,
        body: PasswordResetRequest,
        response: { 200: MessageAnswer, ...publicErrorResponses },
      },
    },
    async (request) => ({
      message: await service.requestReset(request.body.email, captchaPayloadOf(request), actorOf(request)),
    }),
  );

  app.post(
    '/api/reset/confirm',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed token; logs out every session',
        security: [],
        body: PasswordResetConfirmRequest,
        response: { 200: MessageAnswer, ...publicErrorResponses },
      },
    },
    async (request) => ({
      message: await service.confirmReset(request.body.token, request.body.password, actorOf(request)),
    }),
  );

  app.post(
    '/api/register',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (role 10) for an existing pegawai by NPP and birth date',
        security: [],
        headers: CaptchaHeaders,
        body: RegisterRequest,
        response: { 201: MessageAnswer, ...publicErrorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ message: await service.register(request.body, captchaPayloadOf(request), actorOf(request)) }),
  );
}

/** /api/login, /refresh, /logout, /check, /reset, /reset/confirm, /register (spec section 7, "Auth"). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PASSWORD_MAX_LENGTH } from '../../platform/domain.js';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import { captchaPayloadOf } from '../../platform/captcha.js';
import type { ModuleOptions } from '../../platform/context.js';
import { HttpError } from '../../platform/errors.js';
import { errorResponses, messageSchema, publicErrorResponses } from '../../platform/schemas.js';
import { AuthService, type RegisterInput } from './auth.service.js';

export const RATE_LIMIT_MESSAGE = 'Terlalu banyak percobaan login, coba lagi dalam {s} detik';

const captchaHeader = {
  type: 'object',
  properties: {
    captcha: { type: 'string', maxLength: 4096, description: 'Base64 ALTCHA payload (solution of GET /api/captcha)' },
  },
} as const;

const sessionClientSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    pegawai_id: { type: ['integer', 'null'] },
    nama: { type: ['string', 'null'] },
    rolesId: { type: 'array', items: { type: 'integer' } },
    jabatan_id: { type: ['integer', 'null'] },
    kantor_id: { type: ['integer', 'null'] },
    jabatan_nama: { type: ['string', 'null'] },
    kantor_nama: { type: ['string', 'null'] },
    photo: { type: ['string', 'null'] },
    is_password_default: { type: 'boolean' },
  },
  required: [
    'id',
    'name',
    'pegawai_id',
    'nama',
    'rolesId',
    'jabatan_id',
    'kantor_id',
    'jabatan_nama',
    'kantor_nama',
    'photo',
    'is_password_default',
  ],
} as const;

const refreshResponseSchema = {
  type: 'object',
  properties: { access_token: { type: 'string' }, refresh_token: { type: 'string' }, expires_in: { type: 'integer' } },
  required: ['access_token', 'refresh_token', 'expires_in'],
} as const;

const loginResponseSchema = {
  type: 'object',
  properties: {
    ...refreshResponseSchema.properties,
    client: sessionClientSchema,
    photo: { type: ['string', 'null'] },
    is_password_default: { type: 'boolean' },
  },
  required: [...refreshResponseSchema.required, 'client', 'photo', 'is_password_default'],
} as const;

const passwordField = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;
const refreshTokenField = { type: 'string', minLength: 1, maxLength: 200 } as const;

function clientMeta(request: FastifyRequest) {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

export async function authRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new AuthService(ctx);
  const limit = ctx.config.loginRateLimit;

  app.post<{ Body: { username: string; password: string } }>(
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
        headers: captchaHeader,
        body: {
          type: 'object',
          properties: { username: { type: 'string', minLength: 1, maxLength: 100 }, password: passwordField },
          required: ['username', 'password'],
        },
        response: { 200: loginResponseSchema, ...publicErrorResponses },
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

  app.post<{ Body: { refresh_token: string } }>(
    '/api/refresh',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token; a reused token revokes its whole session',
        security: [],
        body: { type: 'object', properties: { refresh_token: refreshTokenField }, required: ['refresh_token'] },
        response: { 200: refreshResponseSchema, 401: { $ref: 'ApiError#' }, 422: { $ref: 'ApiError#' } },
      },
    },
    async (request) => service.refresh(request.body.refresh_token, actorOf(request)),
  );

  app.post<{ Body: { refresh_token?: string } | undefined }>(
    '/api/logout',
    {
      config: { authenticated: true, allowDefaultPassword: true },
      schema: {
        tags: ['auth'],
        summary: 'Log out: revokes the current session (and the given refresh token’s, if it is the user’s)',
        // Optional: a client holding only its bearer token must still be able to end the session.
        body: { type: ['object', 'null'], properties: { refresh_token: refreshTokenField } },
        response: { 200: messageSchema, ...errorResponses },
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
        response: { 200: sessionClientSchema, ...errorResponses },
      },
    },
    async (request) => service.check(requireAuth(request).userId),
  );

  app.post<{ Body: { email: string } }>(
    '/api/reset',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a one-hour password reset link (same answer for unknown addresses)',
        security: [],
        headers: captchaHeader,
        body: {
          type: 'object',
          properties: { email: { type: 'string', format: 'email', maxLength: 200 } },
          required: ['email'],
        },
        response: { 200: messageSchema, ...publicErrorResponses },
      },
    },
    async (request) => ({
      message: await service.requestReset(request.body.email, captchaPayloadOf(request), actorOf(request)),
    }),
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/api/reset/confirm',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed token; logs out every session',
        security: [],
        body: {
          type: 'object',
          properties: { token: refreshTokenField, password: passwordField },
          required: ['token', 'password'],
        },
        response: { 200: messageSchema, ...publicErrorResponses },
      },
    },
    async (request) => ({
      message: await service.confirmReset(request.body.token, request.body.password, actorOf(request)),
    }),
  );

  app.post<{ Body: RegisterInput }>(
    '/api/register',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (role 10) for an existing pegawai by NPP and birth date',
        security: [],
        headers: captchaHeader,
        body: {
          type: 'object',
          properties: {
            npp: { type: 'string', minLength: 1, maxLength: 30 },
            tanggal_lahir: { type: 'string', format: 'date' },
            email: { type: 'string', format: 'email', maxLength: 200 },
            username: { type: 'string', minLength: 3, maxLength: 50, pattern: '^[A-Za-z0-9._-]+$' },
            password: passwordField,
          },
          required: ['npp', 'tanggal_lahir', 'email', 'username', 'password'],
        },
        response: { 201: messageSchema, ...publicErrorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ message: await service.register(request.body, captchaPayloadOf(request), actorOf(request)) }),
  );
}

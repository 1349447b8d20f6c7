/**
 * /api/storage (spec section 7, "Upload address flow" and "Storage"):
 *   GET  /api/storage?location=…            the file (blob) with Content-Disposition and Location
 *   GET  /api/storage/x/file?location=…     { data: signed GET address }
 *   POST /api/storage  action store_get_url_upload | store_get_url_signed_upload |
 *        store_get_url_storage_signed_upload | store_get_url_signed | store_get_url_temporary
 *        → { data: address }; Captcha header on store_get_url_upload, _temporary, _storage_signed_upload
 *   PUT  /api/storage  action update_files  → records uploads in `files`
 * plus the local adapter's signed addresses (storage-local.routes.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import { captchaPayloadOf } from '../../platform/captcha.js';
import type { ModuleOptions } from '../../platform/context.js';
import { validateWith } from '../../platform/errors.js';
import type { LocalFileStorage } from '../../platform/files/local-storage.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler, selectorSchema } from '../../platform/selectors.js';
import { localStorageRoutes } from './storage-local.routes.js';
import { StorageService } from './storage.service.js';

const POST_ACTIONS = [
  'store_get_url_upload',
  'store_get_url_signed_upload',
  'store_get_url_storage_signed_upload',
  'store_get_url_signed',
  'store_get_url_temporary',
] as const;

const location = {
  type: 'string',
  minLength: 1,
  maxLength: 2048,
  description: 'Storage key, e.g. link/7/surat.pdf',
} as const;
const bucket = { type: 'string', maxLength: 255, description: 'Optional; must name the configured bucket' } as const;

const uploadSchema = {
  type: 'object',
  properties: {
    action: { type: 'string' },
    path: { ...location, description: 'link/{id}/{file name} or absen/delete/request/{id}/{file name}' },
    bucket,
    minutes: { type: 'integer', minimum: 1, maximum: 5, default: 5 },
  },
  required: ['path'],
} as const;

const locationUploadSchema = {
  type: 'object',
  properties: { action: { type: 'string' }, location, bucket },
  required: ['location'],
} as const;
const locationSchema = {
  type: 'object',
  properties: { action: { type: 'string' }, location },
  required: ['location'],
} as const;
const temporarySchema = {
  type: 'object',
  properties: {
    action: { type: 'string' },
    location,
    minutes: { type: 'integer', minimum: 1, maximum: 60, default: 5 },
  },
  required: ['location'],
} as const;

const urlResponseSchema = {
  type: 'object',
  properties: { data: { type: 'string', description: 'The signed address' } },
  required: ['data'],
} as const;

const fileRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    event_id: { type: ['integer', 'null'] },
    owner_type: { type: 'string' },
    owner_id: { type: ['integer', 'null'] },
    path: { type: 'string' },
    original_name: { type: 'string' },
    content_type: { type: 'string' },
    size: { type: 'integer' },
    sha256: { type: 'string' },
    uploaded_by: { type: ['integer', 'null'] },
    created_at: { type: 'string' },
  },
} as const;

interface PostBody {
  action?: string;
  path?: string;
  location?: string;
  bucket?: string;
  minutes?: number;
}

interface UpdateBody {
  action?: string;
  files?: { path: string; name?: string }[];
  event_id?: number;
}

const updateFilesSchema = {
  type: 'object',
  properties: {
    action: { type: 'string' },
    files: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: {
        type: 'object',
        properties: { path: location, name: { type: 'string', minLength: 1, maxLength: 255 } },
        required: ['path'],
      },
    },
    event_id: { type: 'integer', minimum: 1, maximum: 999 },
  },
  required: ['files'],
} as const;

export async function storageRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new StorageService(ctx);
  const verifyCaptcha = (request: FastifyRequest) => ctx.captcha.verify(captchaPayloadOf(request));

  app.get<{ Querystring: { location: string } }>(
    '/api/storage',
    {
      config: { authenticated: true },
      schema: {
        tags: ['storage'],
        summary:
          'Open a file: the bytes, Content-Disposition (inline for pdf/jpeg/png) and Location (a signed address)',
        querystring: { type: 'object', properties: { location }, required: ['location'] },
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const opened = await service.open(requireAuth(request), request.query.location);
      return reply.headers(opened.headers).send(opened.body);
    },
  );

  app.get<{ Querystring: { location: string } }>(
    '/api/storage/x/file',
    {
      config: { authenticated: true },
      schema: {
        tags: ['storage'],
        summary: 'A signed download address of a file (5 minutes)',
        querystring: { type: 'object', properties: { location }, required: ['location'] },
        response: { 200: urlResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.downloadAddress(requireAuth(request), request.query.location),
  );

  app.post<{ Body: PostBody }>(
    '/api/storage',
    {
      config: { authenticated: true },
      schema: {
        tags: ['storage'],
        summary: 'Upload and download addresses, selected by action',
        description:
          'Captcha header required for store_get_url_upload, store_get_url_temporary and store_get_url_storage_signed_upload.',
        body: { type: 'object', properties: { action: selectorSchema(POST_ACTIONS) } },
        response: { 200: urlResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body ?? {};
      return selectHandler(
        body.action,
        {
          store_get_url_upload: async () => {
            const input = validateWith<{ path: string; bucket?: string; minutes?: number }>(
              request,
              uploadSchema,
              body,
            );
            await verifyCaptcha(request);
            return service.uploadAddress(auth, input);
          },
          store_get_url_signed_upload: async () =>
            service.signedUploadAddress(
              auth,
              'store_get_url_signed_upload',
              validateWith(request, locationUploadSchema, body),
            ),
          store_get_url_storage_signed_upload: async () => {
            const input = validateWith<{ location: string; bucket?: string }>(request, locationUploadSchema, body);
            await verifyCaptcha(request);
            return service.signedUploadAddress(auth, 'store_get_url_storage_signed_upload', input);
          },
          store_get_url_signed: async () =>
            service.downloadAddress(auth, validateWith<{ location: string }>(request, locationSchema, body).location),
          store_get_url_temporary: async () => {
            const input = validateWith<{ location: string; minutes?: number }>(request, temporarySchema, body);
            await verifyCaptcha(request);
            return service.downloadAddress(auth, input.location, input.minutes);
          },
        },
        'action',
      )();
    },
  );

  app.put<{ Body: UpdateBody }>(
    '/api/storage',
    {
      config: { authenticated: true },
      schema: {
        tags: ['storage'],
        summary: 'action update_files: record files uploaded through your own upload addresses',
        body: { type: 'object', properties: { action: selectorSchema(['update_files']) } },
        response: {
          200: {
            type: 'object',
            properties: { message: { type: 'string' }, data: { type: 'array', items: fileRowSchema } },
            required: ['message', 'data'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body ?? {};
      return selectHandler(
        body.action,
        {
          update_files: async () =>
            service.recordUploads(
              auth,
              actorOf(request),
              validateWith<Required<Pick<UpdateBody, 'files'>> & UpdateBody>(request, updateFilesSchema, body),
            ),
        },
        'action',
      )();
    },
  );

  if (ctx.files.storage.kind === 'local') {
    await app.register(localStorageRoutes, {
      storage: ctx.files.storage as LocalFileStorage,
      files: ctx.files,
      db: ctx.db,
    });
  }
}

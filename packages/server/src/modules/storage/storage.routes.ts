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
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  SignedUrlAnswer,
  StorageLocationQuery,
  StoragePostBody,
  StoragePutBody,
  StorageSignedBody,
  StorageSignedUploadBody,
  StorageTemporaryBody,
  StorageUpdateFilesAnswer,
  StorageUpdateFilesBody,
  StorageUploadBody,
  STORAGE_PATH,
  type StoragePostAction,
  type StoragePutAction,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import { captchaPayloadOf } from '../../platform/captcha.js';
import type { ModuleOptions } from '../../platform/context.js';
import { validateContract } from '../../platform/errors.js';
import type { LocalFileStorage } from '../../platform/files/local-storage.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { localStorageRoutes } from './storage-local.routes.js';
import { StorageService } from './storage.service.js';

export async function storageRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new StorageService(ctx);
  const verifyCaptcha = (request: FastifyRequest) => ctx.captcha.verify(captchaPayloadOf(request));

  // A file, not JSON: on the plain instance (the type provider would type the reply as the error schemas).
  fastify.get<{ Querystring: StorageLocationQuery }>(
    STORAGE_PATH,
    {
      config: { authenticated: true },
      schema: {
        tags: ['storage'],
        summary:
          'Open a file: the bytes, Content-Disposition (inline for pdf/jpeg/png) and Location (a signed address)',
        querystring: StorageLocationQuery,
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const opened = await service.open(requireAuth(request), request.query.location);
      return reply.headers(opened.headers).send(opened.body);
    },
  );

  app.get(
    `${STORAGE_PATH}/x/file`,
    {
      config: { authenticated: true },
      schema: {
        tags: ['storage'],
        summary: 'A signed download address of a file (5 minutes)',
        querystring: StorageLocationQuery,
        response: { 200: SignedUrlAnswer, ...errorResponses },
      },
    },
    async (request) => service.downloadAddress(requireAuth(request), request.query.location),
  );

  app.post(
    STORAGE_PATH,
    {
      config: { authenticated: true },
      schema: {
        tags: ['storage'],
        summary: 'Upload and download addresses, selected by action',
        description:
          'Captcha header required for store_get_url_upload, store_get_url_temporary and store_get_url_storage_signed_upload.',
        body: StoragePostBody,
        response: { 200: SignedUrlAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body ?? {};
      const actions: Record<StoragePostAction, () => Promise<SignedUrlAnswer>> = {
        store_get_url_upload: async () => {
          const input = validateContract(request, StorageUploadBody, body);
          await verifyCaptcha(request);
          return service.uploadAddress(auth, input);
        },
        store_get_url_signed_upload: async () =>
          service.signedUploadAddress(
            auth,
            'store_get_url_signed_upload',
            validateContract(request, StorageSignedUploadBody, body),
          ),
        store_get_url_storage_signed_upload: async () => {
          const input = validateContract(request, StorageSignedUploadBody, body);
          await verifyCaptcha(request);
          return service.signedUploadAddress(auth, 'store_get_url_storage_signed_upload', input);
        },
        store_get_url_signed: async () =>
          service.downloadAddress(auth, validateContract(request, StorageSignedBody, body).location),
        store_get_url_temporary: async () => {
          const input = validateContract(request, StorageTemporaryBody, body);
          await verifyCaptcha(request);
          return service.downloadAddress(auth, input.location, input.minutes);
        },
      };
      return selectHandler(body.action, actions, 'action')();
    },
  );

  app.put(
    STORAGE_PATH,
    {
      config: { authenticated: true },
      schema: {
        tags: ['storage'],
        summary: 'action update_files: record files uploaded through your own upload addresses',
        body: StoragePutBody,
        response: { 200: StorageUpdateFilesAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body ?? {};
      const actions: Record<StoragePutAction, () => Promise<StorageUpdateFilesAnswer>> = {
        update_files: async () =>
          service.recordUploads(auth, actorOf(request), validateContract(request, StorageUpdateFilesBody, body)),
      };
      return selectHandler(body.action, actions, 'action')();
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

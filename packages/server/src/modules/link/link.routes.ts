/**
 * /api/general/link (spec section 7 "General: … link"; the board of /message/link): every route for
 * employees (role 10) without role 8.
 *   GET    /api/general/link                    paged, search (judul/keterangan), sortby/sortbydesc
 *   GET    /api/general/link/{id}               the link with its files
 *   GET    /api/general/link/{id}/x/file?location=   a file of the link (bytes, inline for PDF/JPEG/PNG)
 *   POST   /api/general/link                    create → 'Link created'
 *   PUT    /api/general/link/{id}               no action: update → 'Link updated';
 *                                               action update_files: record uploads (upload-address flow);
 *                                               action destroy_file: remove one file
 *   DELETE /api/general/link/{id}               → 'Link deleted'
 * Changes: the creator or roles 1/57 only (403 otherwise).
 */
import type { FastifyInstance } from 'fastify';
import * as domainNamespace from '@portal/domain';
import type { LinkInput } from '@portal/domain';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { validateWith } from '../../platform/errors.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses, idParamsSchema, messageSchema } from '../../platform/schemas.js';
import { selectHandler, selectorSchema } from '../../platform/selectors.js';
import { LINK_SORT_COLUMNS, type LinkSortColumn } from './link.repo.js';
import { LinkService } from './link.service.js';
import { POLICY } from '../../platform/domain.js';

const { LINK_LIMITS } =
  (Reflect.get(domainNamespace, 'default') as typeof domainNamespace | undefined) ?? domainNamespace;

const access = { policy: POLICY.useLinks };
const sortColumns = Object.keys(LINK_SORT_COLUMNS);
const PUT_ACTIONS = ['update_files', 'destroy_file'] as const;

/**
 * POST, and PUT without an action: the whole link (url and keterangan may be empty or null). Only
 * the types here; lengths and the address are checked by the service, so one answer names every
 * field at fault (`normalizeLinkInput`).
 */
const linkInputSchema = {
  type: 'object',
  properties: {
    judul: { type: 'string', description: `Required, at most ${LINK_LIMITS.judul} characters (trimmed)` },
    url: { type: ['string', 'null'], description: `An http(s) address, at most ${LINK_LIMITS.url} characters` },
    keterangan: { type: ['string', 'null'], description: `At most ${LINK_LIMITS.keterangan} characters` },
  },
  required: ['judul'],
} as const;

const updateFilesSchema = {
  type: 'object',
  properties: {
    action: { type: 'string' },
    files: {
      type: 'array',
      minItems: 1,
      maxItems: LINK_LIMITS.filesPerUpdate,
      items: {
        type: 'object',
        properties: {
          path: { type: 'string', minLength: 1, maxLength: 1024, description: 'link/{id}/{file name}, as uploaded' },
          name: {
            type: 'string',
            minLength: 1,
            maxLength: 255,
            description: 'The name downloads offer; same extension as the path',
          },
        },
        required: ['path'],
      },
    },
  },
  required: ['files'],
} as const;

const destroyFileSchema = {
  type: 'object',
  properties: { action: { type: 'string' }, file_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['file_id'],
} as const;

const linkRowProperties = {
  id: { type: 'integer' },
  judul: { type: 'string' },
  url: { type: ['string', 'null'] },
  keterangan: { type: ['string', 'null'] },
  user_id: { type: ['integer', 'null'] },
  uploaded_by_name: { type: ['string', 'null'], description: 'The creator: pegawai name, else user name' },
  files_count: { type: 'integer' },
  can_edit: { type: 'boolean', description: 'The caller may change and delete it' },
  created_at: { type: 'string' },
  updated_at: { type: 'string' },
} as const;

const linkRowSchema = { type: 'object', properties: linkRowProperties } as const;

const linkFileSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    content_type: { type: 'string' },
    size: { type: 'integer' },
    location: { type: 'string', description: 'Storage key, e.g. link/7/surat.pdf' },
    uploaded_by: { type: ['integer', 'null'] },
    uploaded_by_name: { type: ['string', 'null'] },
    created_at: { type: 'string' },
  },
} as const;

const linkDetailSchema = {
  type: 'object',
  properties: { ...linkRowProperties, files: { type: 'array', items: linkFileSchema } },
} as const;

const mutationResponse = {
  type: 'object',
  properties: { message: { type: 'string' }, data: linkDetailSchema },
  required: ['message', 'data'],
} as const;

interface ListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: LinkSortColumn;
  sortbydesc?: LinkSortColumn;
}

interface PutBody extends Partial<LinkInput> {
  action?: string;
  files?: { path: string; name?: string }[];
  file_id?: number;
}

export async function linkRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new LinkService(ctx);

  app.get<{ Querystring: ListQuery }>(
    '/api/general/link',
    {
      config: access,
      schema: {
        tags: ['link'],
        summary: 'Links and documents: paged, search on judul/keterangan, sortable; newest first by default',
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            sortby: { type: 'string', enum: sortColumns },
            sortbydesc: { type: 'string', enum: sortColumns },
          },
        },
        response: { 200: pagedSchema(linkRowSchema), ...errorResponses },
      },
    },
    async (request) => service.list(requireAuth(request), request.query),
  );

  app.get<{ Params: { id: number } }>(
    '/api/general/link/:id',
    {
      config: access,
      schema: {
        tags: ['link'],
        summary: 'One link with its files',
        params: idParamsSchema,
        response: {
          200: { type: 'object', properties: { data: linkDetailSchema }, required: ['data'] },
          ...errorResponses,
        },
      },
    },
    async (request) => service.show(requireAuth(request), request.params.id),
  );

  app.get<{ Params: { id: number }; Querystring: { location: string } }>(
    '/api/general/link/:id/x/file',
    {
      config: access,
      schema: {
        tags: ['link'],
        summary:
          'Open a file of the link: the bytes, Content-Disposition (inline for pdf/jpeg/png) and Location (a signed address)',
        params: idParamsSchema,
        querystring: {
          type: 'object',
          properties: { location: { type: 'string', minLength: 1, maxLength: 2048 } },
          required: ['location'],
        },
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const opened = await service.openFile(request.params.id, request.query.location);
      return reply.headers(opened.headers).send(opened.body);
    },
  );

  app.post<{ Body: LinkInput }>(
    '/api/general/link',
    {
      config: access,
      schema: {
        tags: ['link'],
        summary: 'Create a link (the caller is its creator)',
        body: linkInputSchema,
        response: { 200: mutationResponse, ...errorResponses },
      },
    },
    async (request) => service.create(requireAuth(request), actorOf(request), request.body),
  );

  app.put<{ Params: { id: number }; Body: PutBody }>(
    '/api/general/link/:id',
    {
      config: access,
      schema: {
        tags: ['link'],
        summary:
          'Update the link (no action), record uploaded files (action update_files) or remove one (action destroy_file)',
        description:
          'update_files: `files: [{ path: "link/{id}/{file}", name? }]` uploaded through your own upload addresses (POST /api/storage store_get_url_upload). destroy_file: `file_id`.',
        params: idParamsSchema,
        body: { type: 'object', properties: { action: selectorSchema(PUT_ACTIONS), ...linkInputSchema.properties } },
        response: { 200: mutationResponse, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const actor = actorOf(request);
      const { id } = request.params;
      const body = request.body ?? {};
      if (body.action === undefined)
        return service.update(auth, actor, id, validateWith<LinkInput>(request, linkInputSchema, body));
      return selectHandler(
        body.action,
        {
          update_files: async () =>
            service.recordFiles(
              auth,
              actor,
              id,
              validateWith<{ files: { path: string; name?: string }[] }>(request, updateFilesSchema, body).files,
            ),
          destroy_file: async () =>
            service.destroyFile(
              auth,
              actor,
              id,
              validateWith<{ file_id: number }>(request, destroyFileSchema, body).file_id,
            ),
        },
        'action',
      )();
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/general/link/:id',
    {
      config: access,
      schema: {
        tags: ['link'],
        summary: 'Delete the link and its files (soft)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => service.remove(requireAuth(request), actorOf(request), request.params.id),
  );
}

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
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  LINK_PATH,
  LinkDestroyFileBody,
  LinkFileQuery,
  LinkInput,
  LinkListAnswer,
  LinkListQuery,
  LinkMutationAnswer,
  LinkPutBody,
  LinkShowAnswer,
  LinkUpdateFilesBody,
  MessageAnswer,
  type LinkPutAction,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { validateContract } from '../../platform/errors.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { LinkService } from './link.service.js';

const access = { policy: POLICY.useLinks };

export async function linkRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new LinkService(ctx);

  app.get(
    LINK_PATH,
    {
      config: access,
      schema: {
        tags: ['link'],
        summary: 'Links and documents: paged, search on judul/keterangan, sortable; newest first by default',
        querystring: LinkListQuery,
        response: { 200: LinkListAnswer, ...errorResponses },
      },
    },
    async (request) => service.list(requireAuth(request), request.query),
  );

  app.get(
    `${LINK_PATH}/:id`,
    {
      config: access,
      schema: {
        tags: ['link'],
        summary: 'One link with its files',
        params: IdParams,
        response: { 200: LinkShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.show(requireAuth(request), request.params.id),
  );

  // A file, not JSON: on the plain instance (the type provider would type the reply as the error schemas).
  fastify.get<{ Params: { id: number }; Querystring: LinkFileQuery }>(
    `${LINK_PATH}/:id/x/file`,
    {
      config: access,
      schema: {
        tags: ['link'],
        summary:
          'Open a file of the link: the bytes, Content-Disposition (inline for pdf/jpeg/png) and Location (a signed address)',
        params: IdParams,
        querystring: LinkFileQuery,
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const opened = await service.openFile(request.params.id, request.query.location);
      return reply.headers(opened.headers).send(opened.body);
    },
  );

  app.post(
    LINK_PATH,
    {
      config: access,
      schema: {
        tags: ['link'],
        summary: 'Create a link (the caller is its creator)',
        body: LinkInput,
        response: { 200: LinkMutationAnswer, ...errorResponses },
      },
    },
    async (request) => service.create(requireAuth(request), actorOf(request), request.body),
  );

  app.put(
    `${LINK_PATH}/:id`,
    {
      config: access,
      schema: {
        tags: ['link'],
        summary:
          'Update the link (no action), record uploaded files (action update_files) or remove one (action destroy_file)',
        description:
          'update_files: `files: [{ path: "link/{id}/{file}", name? }]` uploaded through your own upload addresses (POST /api/storage store_get_url_upload). destroy_file: `file_id`.',
        params: IdParams,
        body: LinkPutBody,
        response: { 200: LinkMutationAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const actor = actorOf(request);
      const { id } = request.params;
      const body = request.body ?? {};
      if (body.action === undefined) return service.update(auth, actor, id, validateContract(request, LinkInput, body));
      const actions: Record<LinkPutAction, () => Promise<LinkMutationAnswer>> = {
        update_files: async () =>
          service.recordFiles(auth, actor, id, validateContract(request, LinkUpdateFilesBody, body).files),
        destroy_file: async () =>
          service.destroyFile(auth, actor, id, validateContract(request, LinkDestroyFileBody, body).file_id),
      };
      return selectHandler(body.action, actions, 'action')();
    },
  );

  app.delete(
    `${LINK_PATH}/:id`,
    {
      config: access,
      schema: {
        tags: ['link'],
        summary: 'Delete the link and its files (soft)',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => service.remove(requireAuth(request), actorOf(request), request.params.id),
  );
}

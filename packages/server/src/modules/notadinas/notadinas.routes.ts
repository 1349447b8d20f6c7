/**
 * Official memos (spec /pegawai/notadinas/*, /notadinas/:token; §7 /sdm/notadinas/…). Selector
 * field `action`; an unknown one → 400 'Unsuccessful Action'.
 *   GET    /api/sdm/notadinas/pegawai                 employeeServices  action index (default; page, per_page, search,
 *                                                                       is_myturn, status, kantor_id, tahun) + unapproved |
 *                                                                       index_show_by_token (token) | index_un_approved
 *   POST   /api/sdm/notadinas/pegawai                 employeeServices  no action: create a Draft → 'Nota Dinas created';
 *                                                                       action export (hrAdmin): xlsx job
 *   GET    /api/sdm/notadinas/pegawai/{id}            employeeServices  one memo (show)
 *   POST   /api/sdm/notadinas/pegawai/{id}            employeeServices  action store_request | store_reject | store_approve |
 *                                                                       store_cancel | store_reset | store_reverse (note?) |
 *                                                                       store_files (file) | store_files_delete (file_id)
 *   PUT    /api/sdm/notadinas/pegawai/{id}            employeeServices  change a Draft (its author)
 *   DELETE /api/sdm/notadinas/pegawai/{id}            employeeServices  delete a Draft (its author)
 *   GET    /api/sdm/notadinas/pegawai/{id}/x/file     employeeServices  signed address of an attachment (file_id)
 *   GET    /api/sdm/notadinas/pegawai/{id}/x/pdf      employeeServices  printable PDF of an approved memo (409 before)
 *   GET|POST /api/sdm/notadinas/surat, PUT|DELETE …/surat/{id}       manageMemoLetters  letter types
 *   GET|POST /api/sdm/notadinas/jabatan, PUT|DELETE …/jabatan/{id}   manageMemoLetters  recipient positions
 *   GET    /api/sdm/notadinas/sotk_kantor, /sotk_kantor_level        superAdmin  action index_all
 *   GET    /api/sdm/notadinas/x/template, POST /api/sdm/notadinas/x/upload (xlsx body → job)  adminOrHr
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorRef,
  IdParams,
  JobQueuedAnswer,
  MessageAnswer,
  type NOTADINAS_GET_ACTIONS,
  type NOTADINAS_ITEM_ACTIONS,
  NOTADINAS_PATH,
  NotadinasCollectionBody,
  NotadinasFileInput,
  NotadinasGetAnswer,
  NotadinasInput,
  NotadinasItemBody,
  NotadinasJabatanAnswer,
  NotadinasJabatanInput,
  NotadinasJabatanList,
  NotadinasListQuery,
  NotadinasMasterQuery,
  NotadinasMutationAnswer,
  NotadinasSotkKantorAnswer,
  NotadinasSotkKantorLevelAnswer,
  NotadinasSotkQuery,
  NotadinasSuratAnswer,
  NotadinasSuratInput,
  NotadinasSuratList,
  SignedUrlAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../platform/audit.js';
import { assertAccess, requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { validateContract } from '../../platform/errors.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { acceptXlsxBodies, queueImport, registerExportJob, requestExport } from '../jabatan/public.js';
import { sendXlsx } from '../../platform/excel/xlsx-export.js';
import { NOTADINAS_EXPORT } from './notadinas-export.js';
import { NOTADINAS_IMPORT_JOB, notadinasTemplate, registerNotadinasImportJob } from './notadinas-import.js';
import * as master from './notadinas-master.js';
import { MAX_ATTACHMENT_BYTES } from './notadinas-rules.js';
import { sotkKantorAll, sotkKantorLevelAll } from './notadinas-sotk.js';
import { NOTADINAS_APPROVAL_ACTIONS, NotadinasService } from './notadinas.service.js';

const tags = ['notadinas'];
const access = { policy: POLICY.employeeServices };
const masterAccess = { policy: POLICY.manageMemoLetters };
const responses = { ...errorResponses, 409: ApiErrorRef } as const;
const BODY_LIMIT = Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 64 * 1024;
const TokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
const FileQuery = Type.Object({ file_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const FileBody = Type.Object({ file: NotadinasFileInput });
const FileIdBody = Type.Object({ file_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

async function notadinasImportRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerNotadinasImportJob(ctx);
  acceptXlsxBodies(app);
  const config = { policy: POLICY.adminOrHr };
  fastify.get(
    '/api/sdm/notadinas/x/template',
    { config, schema: { tags, summary: 'The xlsx template of the memo import', response: { ...errorResponses } } },
    async (_request, reply) => sendXlsx(reply, 'template-nota-dinas.xlsx', await notadinasTemplate()),
  );
  app.post(
    '/api/sdm/notadinas/x/upload',
    {
      config,
      schema: {
        tags,
        summary: 'Upload memos (xlsx body); a job writes every row as a Draft or none, row errors in the job result',
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) =>
      queueImport(
        ctx,
        NOTADINAS_IMPORT_JOB,
        'notadinas_import',
        { ...actorOf(request), userId: request.auth!.userId },
        request.body,
      ),
  );
}

async function notadinasMasterRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = ctx.db;
  // Read by every memo author (the form's letter types and recipients); written by the master's roles.
  app.get(
    '/api/sdm/notadinas/surat',
    {
      config: access,
      schema: { tags, querystring: NotadinasMasterQuery, response: { 200: NotadinasSuratList, ...responses } },
    },
    async (request) => master.listSurat(db, request.query),
  );
  app.post(
    '/api/sdm/notadinas/surat',
    {
      config: masterAccess,
      schema: { tags, body: NotadinasSuratInput, response: { 200: NotadinasSuratAnswer, ...responses } },
    },
    async (request) => master.saveSurat(db, actorOf(request), request.body),
  );
  app.put(
    '/api/sdm/notadinas/surat/:id',
    {
      config: masterAccess,
      schema: {
        tags,
        params: IdParams,
        body: NotadinasSuratInput,
        response: { 200: NotadinasSuratAnswer, ...responses },
      },
    },
    async (request) => master.saveSurat(db, actorOf(request), request.body, request.params.id),
  );
  app.delete(
    '/api/sdm/notadinas/surat/:id',
    { config: masterAccess, schema: { tags, params: IdParams, response: { 200: MessageAnswer, ...responses } } },
    async (request) => master.removeMaster(db, 'notadinas_surat', actorOf(request), request.params.id),
  );
  // Read by every memo author (the form's letter types and recipients); written by the master's roles.
  app.get(
    '/api/sdm/notadinas/jabatan',
    {
      config: access,
      schema: { tags, querystring: NotadinasMasterQuery, response: { 200: NotadinasJabatanList, ...responses } },
    },
    async (request) => master.listJabatan(db, request.query),
  );
  app.post(
    '/api/sdm/notadinas/jabatan',
    {
      config: masterAccess,
      schema: { tags, body: NotadinasJabatanInput, response: { 200: NotadinasJabatanAnswer, ...responses } },
    },
    async (request) => master.saveJabatan(db, actorOf(request), request.body),
  );
  app.put(
    '/api/sdm/notadinas/jabatan/:id',
    {
      config: masterAccess,
      schema: {
        tags,
        params: IdParams,
        body: NotadinasJabatanInput,
        response: { 200: NotadinasJabatanAnswer, ...responses },
      },
    },
    async (request) => master.saveJabatan(db, actorOf(request), request.body, request.params.id),
  );
  app.delete(
    '/api/sdm/notadinas/jabatan/:id',
    { config: masterAccess, schema: { tags, params: IdParams, response: { 200: MessageAnswer, ...responses } } },
    async (request) => master.removeMaster(db, 'notadinas_jabatan', actorOf(request), request.params.id),
  );
  const sotkConfig = { policy: POLICY.superAdmin };
  app.get(
    '/api/sdm/notadinas/sotk_kantor',
    {
      config: sotkConfig,
      schema: { tags, querystring: NotadinasSotkQuery, response: { 200: NotadinasSotkKantorAnswer, ...responses } },
    },
    async (request) =>
      selectHandler(request.query.action ?? 'index_all', { index_all: () => sotkKantorAll(db) }, 'action')(),
  );
  app.get(
    '/api/sdm/notadinas/sotk_kantor_level',
    {
      config: sotkConfig,
      schema: {
        tags,
        querystring: NotadinasSotkQuery,
        response: { 200: NotadinasSotkKantorLevelAnswer, ...responses },
      },
    },
    async (request) =>
      selectHandler(request.query.action ?? 'index_all', { index_all: () => sotkKantorLevelAll(db) }, 'action')(),
  );
}

export async function notadinasRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new NotadinasService(ctx);
  registerExportJob(ctx, NOTADINAS_EXPORT);
  await app.register(notadinasImportRoutes, { ctx });
  await app.register(notadinasMasterRoutes, { ctx });

  app.get(
    NOTADINAS_PATH,
    {
      config: access,
      schema: {
        tags,
        summary: 'Memos: list (index), one by token (index_show_by_token), the unapproved counter (index_un_approved)',
        querystring: NotadinasListQuery,
        response: { 200: NotadinasGetAnswer, ...responses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      const actions: Record<(typeof NOTADINAS_GET_ACTIONS)[number], () => Promise<NotadinasGetAnswer>> = {
        index: () => service.list(auth, q),
        index_show_by_token: () => service.showByToken(auth, validateContract(request, TokenQuery, q).token),
        index_un_approved: () => service.unapproved(auth),
      };
      return selectHandler(q.action ?? 'index', actions, 'action')();
    },
  );

  app.post(
    NOTADINAS_PATH,
    {
      config: access,
      schema: {
        tags,
        summary: 'Create a Draft memo by the caller (no action), or action export (role 57) to queue an xlsx',
        body: NotadinasCollectionBody,
        response: { 200: Type.Union([NotadinasMutationAnswer, JobQueuedAnswer]), ...responses },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      if (body.action === undefined)
        return service.create(requireAuth(request), actorOf(request), validateContract(request, NotadinasInput, body));
      return selectHandler(
        body.action,
        {
          export: () =>
            requestExport(ctx, NOTADINAS_EXPORT, {
              ...actorOf(request),
              userId: assertAccess(request, POLICY.hrAdmin).userId,
            }),
        },
        'action',
      )();
    },
  );

  app.get(
    `${NOTADINAS_PATH}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: 'One memo (show)',
        params: IdParams,
        response: { 200: Type.Object({ data: NotadinasMutationAnswer.properties.data }), ...responses },
      },
    },
    async (request) => service.showById(requireAuth(request), request.params.id),
  );

  app.post(
    `${NOTADINAS_PATH}/:id`,
    {
      config: access,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Memo actions: approval (only the right person at the right status) and attachments (author, Draft)',
        params: IdParams,
        body: Type.Object({ action: NotadinasItemBody.properties.action }),
        response: { 200: NotadinasMutationAnswer, ...responses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const actor = actorOf(request);
      const { id } = request.params;
      const body = request.body;
      const approval = (name: string) => () =>
        service.act(auth, actor, id, name, validateContract(request, NotadinasItemBody, body).note);
      const handlers: Record<(typeof NOTADINAS_ITEM_ACTIONS)[number], () => ReturnType<typeof service.act>> = {
        ...(Object.fromEntries(NOTADINAS_APPROVAL_ACTIONS.map((name) => [name, approval(name)])) as Record<
          (typeof NOTADINAS_ITEM_ACTIONS)[number],
          () => ReturnType<typeof service.act>
        >),
        store_files: () => service.addFile(auth, actor, id, validateContract(request, FileBody, body).file),
        store_files_delete: () =>
          service.removeFile(auth, actor, id, validateContract(request, FileIdBody, body).file_id),
      };
      return selectHandler(body.action, handlers, 'action')();
    },
  );

  app.put(
    `${NOTADINAS_PATH}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Change a Draft memo (its author)',
        params: IdParams,
        body: NotadinasInput,
        response: { 200: NotadinasMutationAnswer, ...responses },
      },
    },
    async (request) => service.update(requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${NOTADINAS_PATH}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Delete a Draft memo (its author)',
        params: IdParams,
        response: { 200: MessageAnswer, ...responses },
      },
    },
    async (request) => service.remove(requireAuth(request), actorOf(request), request.params.id),
  );

  app.get(
    `${NOTADINAS_PATH}/:id/x/file`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Signed address of an attachment',
        params: IdParams,
        querystring: FileQuery,
        response: { 200: SignedUrlAnswer, ...responses },
      },
    },
    async (request) => service.fileUrl(requireAuth(request), request.params.id, request.query.file_id),
  );

  app.get(
    `${NOTADINAS_PATH}/:id/x/pdf`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Printable PDF of an approved memo (409 before it is approved)',
        params: IdParams,
        response: { ...responses },
      },
    },
    async (request, reply) => service.pdf(requireAuth(request), request.params.id, reply),
  );
}

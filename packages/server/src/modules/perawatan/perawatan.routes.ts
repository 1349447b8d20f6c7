/**
 * Care claims (spec section 2 /pegawai/perawatan/*, section 3 "Perawatan jenis, nota, rs_golongan,
 * rs_tempat", section 7 /sdm/perawatan/x/…; issue #22, ADR 0050). Contracts: @portal/contracts (perawatan.ts).
 *   GET    /api/sdm/perawatan/x/nota       event index (1 or 57, not 8) | index_show_by_token | index_un_approved |
 *                                          index_config | index_kaca_mata (1 or 57)
 *   POST   /api/sdm/perawatan/x/nota       register a claim (Draft) → 'Perawatan created'
 *   POST   /api/sdm/perawatan/x/nota/{id}  approval events (the engine decides who, when)
 *   PUT/DELETE /api/sdm/perawatan/x/nota/{id}   a Draft, by whoever registered it
 *   POST   /api/sdm/perawatan/x/nota/x/export   (1 or 57) → export job
 *   GET/POST /api/sdm/perawatan/x/{jenis,rs_golongan,rs_tempat}, PUT/DELETE …/{id}   (1 or 57)
 *   GET/POST /api/sdm/perawatan/x/kaca_mata_plafon, PUT/DELETE …/{id}   glasses ceilings (1 or 57)
 *   GET/POST …/nota/{id}/x/file, DELETE …/nota/{id}/x/file/{fileId}   bill scans (1 or 57, event 11);
 *                                          adding or removing one: the registrar, while Draft
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorRef,
  IdParams,
  JobQueuedAnswer,
  KacaMataHakQuery,
  KacaMataPlafonInput,
  KacaMataPlafonListAnswer,
  KacaMataPlafonMutation,
  MessageAnswer,
  PERAWATAN_JENIS_PATH,
  PERAWATAN_KACA_MATA_PLAFON_PATH,
  PERAWATAN_NOTA_PATH,
  PERAWATAN_RS_GOLONGAN_PATH,
  PERAWATAN_RS_TEMPAT_PATH,
  type PERAWATAN_NOTA_GET_EVENTS,
  PerawatanJenisInput,
  PerawatanJenisListAnswer,
  PerawatanJenisMutation,
  PerawatanNotaEventBody,
  PerawatanNotaGetAnswer,
  PerawatanNotaInput,
  PerawatanNotaListQuery,
  PerawatanNotaMutation,
  PerawatanTokenQuery,
  RsGolonganInput,
  RsGolonganListAnswer,
  RsGolonganMutation,
  RsTempatInput,
  RsTempatListAnswer,
  RsTempatMutation,
  SanksiFileAnswer,
  SanksiFileInput,
  SanksiFileListAnswer,
  SanksiFileParams,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { validateContract } from '../../platform/errors.js';
import { DECREE_FILE_BODY_LIMIT } from '../../platform/files/decree-files.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { registerExportJob, requestExport } from '../jabatan/public.js';
import { PERAWATAN_EXPORT } from './perawatan-export.js';
import { deleteNotaFile, filesOfNota, uploadNotaFile } from './perawatan-files.js';
import { GOLONGAN, JENIS, PerawatanMasterService, TEMPAT } from './perawatan-master.js';
import { PerawatanPlafonService } from './perawatan-plafon.js';
import { PERAWATAN_APPROVAL_EVENTS, PerawatanService } from './perawatan.service.js';

const ACCESS = { policy: POLICY.adminOrHr };
// The register (index): 1 or 57, not 8 (spec /pegawai/perawatan index); the rest 1 or 57.
const READ = {
  policy: POLICY.adminOrHr,
  eventPolicies: { '': POLICY.adminOrHrUnrestricted, index: POLICY.adminOrHrUnrestricted },
};
const responses = { ...errorResponses, 409: ApiErrorRef } as const;

export async function perawatanRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new PerawatanService(ctx);
  const plafon = new PerawatanPlafonService(ctx);
  const tags = ['perawatan'];
  registerExportJob(ctx, PERAWATAN_EXPORT);

  app.get(
    PERAWATAN_NOTA_PATH,
    {
      config: READ,
      schema: {
        tags,
        summary:
          'Care claims: register (index), one by token, unapproved counter, config (types, places, glasses rules, approval route), glasses entitlement of an employee',
        querystring: PerawatanNotaListQuery,
        response: { 200: PerawatanNotaGetAnswer, ...responses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      const events: Record<(typeof PERAWATAN_NOTA_GET_EVENTS)[number], () => Promise<PerawatanNotaGetAnswer>> = {
        index: () => service.list(auth, q),
        index_show_by_token: () => service.showByToken(auth, validateContract(request, PerawatanTokenQuery, q).token),
        index_un_approved: () => service.unapproved(auth),
        index_config: () => service.config(auth),
        index_kaca_mata: () => {
          const k = validateContract(request, KacaMataHakQuery, q);
          return service.kacaMata(auth, k.pegawai_id, k.tanggal);
        },
      };
      return selectHandler(q.event ?? 'index', events)();
    },
  );

  app.post(
    PERAWATAN_NOTA_PATH,
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Register a care claim for an employee (Draft; the caller is its requester)',
        body: PerawatanNotaInput,
        response: { 200: PerawatanNotaMutation, ...responses },
      },
    },
    async (request) => service.create(requireAuth(request), actorOf(request), request.body),
  );

  app.post(
    `${PERAWATAN_NOTA_PATH}/x/export`,
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Queue the xlsx export of care claims',
        response: { 200: JobQueuedAnswer, ...responses },
      },
    },
    async (request) =>
      requestExport(ctx, PERAWATAN_EXPORT, { ...actorOf(request), userId: requireAuth(request).userId }),
  );

  app.post(
    `${PERAWATAN_NOTA_PATH}/:id`,
    {
      config: ACCESS,
      schema: {
        tags,
        summary:
          'Approval events of a claim: store_request, store_approve, store_reject, store_cancel, store_reset, store_reverse',
        params: IdParams,
        body: PerawatanNotaEventBody,
        response: { 200: PerawatanNotaMutation, ...responses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { event, note } = request.body;
      const handlers = Object.fromEntries(
        PERAWATAN_APPROVAL_EVENTS.map((name) => [
          name,
          () => service.act(auth, actorOf(request), request.params.id, name, note),
        ]),
      );
      return selectHandler(event, handlers)();
    },
  );

  app.put(
    `${PERAWATAN_NOTA_PATH}/:id`,
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Change a Draft claim (whoever registered it)',
        params: IdParams,
        body: PerawatanNotaInput,
        response: { 200: PerawatanNotaMutation, ...responses },
      },
    },
    async (request) => service.update(requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${PERAWATAN_NOTA_PATH}/:id`,
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Delete a Draft claim (whoever registered it)',
        params: IdParams,
        response: { 200: MessageAnswer, ...responses },
      },
    },
    async (request) => service.remove(requireAuth(request), actorOf(request), request.params.id),
  );

  // ---- bill scans (nota) of a claim: read with the claim, changed with its Draft -------------------
  app.get(
    `${PERAWATAN_NOTA_PATH}/:id/x/file`,
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Bill scans (nota) of a care claim, with signed download addresses',
        params: IdParams,
        response: { 200: SanksiFileListAnswer, ...responses },
      },
    },
    async (request) => ({ data: await filesOfNota(ctx, request.params.id) }),
  );
  app.post(
    `${PERAWATAN_NOTA_PATH}/:id/x/file`,
    {
      config: ACCESS,
      bodyLimit: DECREE_FILE_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Attach a bill scan (PDF/JPEG/PNG, at most 2 MB, base64) to a Draft care claim (whoever registered it)',
        params: IdParams,
        body: SanksiFileInput,
        response: { 200: SanksiFileAnswer, ...responses },
      },
    },
    async (request) =>
      uploadNotaFile(
        ctx,
        { ...actorOf(request), userId: requireAuth(request).userId },
        request.params.id,
        request.body,
      ),
  );
  app.delete(
    `${PERAWATAN_NOTA_PATH}/:id/x/file/:fileId`,
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Remove a bill scan of a Draft care claim (whoever registered it)',
        params: SanksiFileParams,
        response: { 200: SanksiFileAnswer, ...responses },
      },
    },
    async (request) => deleteNotaFile(ctx, actorOf(request), request.params.id, request.params.fileId),
  );

  // ---- glasses ceilings by grade range ---------------------------------------------------------------
  app.get(
    PERAWATAN_KACA_MATA_PLAFON_PATH,
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'The glasses ceilings by grade range',
        response: { 200: KacaMataPlafonListAnswer, ...responses },
      },
    },
    async () => plafon.list(),
  );
  app.post(
    PERAWATAN_KACA_MATA_PLAFON_PATH,
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Add a glasses ceiling for a grade range that overlaps no other',
        body: KacaMataPlafonInput,
        response: { 200: KacaMataPlafonMutation, ...responses },
      },
    },
    async (request) => plafon.save(actorOf(request), request.body),
  );
  app.put(
    `${PERAWATAN_KACA_MATA_PLAFON_PATH}/:id`,
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Change a glasses ceiling (its range overlaps no other)',
        params: IdParams,
        body: KacaMataPlafonInput,
        response: { 200: KacaMataPlafonMutation, ...responses },
      },
    },
    async (request) => plafon.save(actorOf(request), request.body, request.params.id),
  );
  app.delete(
    `${PERAWATAN_KACA_MATA_PLAFON_PATH}/:id`,
    {
      config: ACCESS,
      schema: {
        tags,
        summary: 'Delete a glasses ceiling (its grades have no glasses entitlement until one is added)',
        params: IdParams,
        response: { 200: MessageAnswer, ...responses },
      },
    },
    async (request) => plafon.remove(actorOf(request), request.params.id),
  );

  // ---- master data: the same four routes for each -------------------------------------------------
  const masters: {
    path: string;
    what: string;
    service: PerawatanMasterService<unknown, never>;
    input: TSchema;
    list: TSchema;
    mutation: TSchema;
  }[] = [
    {
      path: PERAWATAN_JENIS_PATH,
      what: 'care claim types (jenis)',
      service: new PerawatanMasterService(ctx, JENIS) as PerawatanMasterService<unknown, never>,
      input: PerawatanJenisInput,
      list: PerawatanJenisListAnswer,
      mutation: PerawatanJenisMutation,
    },
    {
      path: PERAWATAN_RS_GOLONGAN_PATH,
      what: 'hospital classes (rs_golongan)',
      service: new PerawatanMasterService(ctx, GOLONGAN) as PerawatanMasterService<unknown, never>,
      input: RsGolonganInput,
      list: RsGolonganListAnswer,
      mutation: RsGolonganMutation,
    },
    {
      path: PERAWATAN_RS_TEMPAT_PATH,
      what: 'hospitals and places (rs_tempat)',
      service: new PerawatanMasterService(ctx, TEMPAT) as PerawatanMasterService<unknown, never>,
      input: RsTempatInput,
      list: RsTempatListAnswer,
      mutation: RsTempatMutation,
    },
  ];
  for (const m of masters) {
    app.get(
      m.path,
      { config: ACCESS, schema: { tags, summary: `The ${m.what}`, response: { 200: m.list, ...responses } } },
      async () => m.service.list(),
    );
    app.post(
      m.path,
      {
        config: ACCESS,
        schema: {
          tags,
          summary: `Add one of the ${m.what}`,
          body: m.input,
          response: { 200: m.mutation, ...responses },
        },
      },
      async (request) => m.service.save(actorOf(request), request.body as never),
    );
    app.put(
      `${m.path}/:id`,
      {
        config: ACCESS,
        schema: {
          tags,
          summary: `Change one of the ${m.what}`,
          params: IdParams,
          body: m.input,
          response: { 200: m.mutation, ...responses },
        },
      },
      async (request) => m.service.save(actorOf(request), request.body as never, request.params.id),
    );
    app.delete(
      `${m.path}/:id`,
      {
        config: ACCESS,
        schema: {
          tags,
          summary: `Delete one of the ${m.what} that nothing uses`,
          params: IdParams,
          response: { 200: MessageAnswer, ...responses },
        },
      },
      async (request) => m.service.remove(actorOf(request), request.params.id),
    );
  }
}

/**
 * Training register (spec section 2 /pegawai/diklat/*, section 7 /sdm/diklat…, /sdm/set/sertifikasi,
 * /sdm/sertifikasi/manajemen_resiko, /sdm/set/klasifikasi, /sdm/set/perawatan; issue #22, ADR 0049).
 * Paths, selectors and policies: @portal/contracts diklat.ts. 61 manages; 57 or 61 read Gap Kompetensi;
 * the restricted role (8) is refused the event register; the export is 61's (spec: export (61)), as
 * its page /pegawai/diklat/export is.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DIKLAT_EVENT_PATH,
  DIKLAT_EXPORT_PATH,
  DIKLAT_KOMPETENSI_PATH,
  DIKLAT_MASTERS,
  DIKLAT_PATH,
  DIKLAT_PEGAWAI_PATH,
  DIKLAT_REQUIRED_PATH,
  DIKLAT_SETTINGS,
  DiklatEventInput,
  DiklatEventListAnswer,
  DiklatEventListQuery,
  DiklatEventMutation,
  DiklatEventPenyelenggaraInput,
  DiklatEventShowAnswer,
  DiklatKompetensiOptionsAnswer,
  DiklatMasterInput,
  DiklatMasterListAnswer,
  DiklatMasterMutation,
  DiklatOptionsAnswer,
  DiklatOptionsQuery,
  DiklatPegawaiInput,
  DiklatPegawaiListAnswer,
  DiklatPegawaiListQuery,
  DiklatPegawaiMutation,
  DiklatRequiredInput,
  DiklatRequiredListAnswer,
  DiklatRequiredMutation,
  DiklatRequiredQuery,
  DiklatTokenParams,
  IdParams,
  JobQueuedAnswer,
  ManajemenResikoListAnswer,
  ManajemenResikoQuery,
  MessageAnswer,
  SERTIFIKASI_MANAJEMEN_RESIKO_PATH,
  SanksiFileAnswer,
  SanksiFileInput,
  SanksiFileListAnswer,
  SanksiFileParams,
  diklatMasterPath,
  diklatSettingPath,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { DECREE_FILE_BODY_LIMIT } from '../../platform/files/decree-files.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { registerExportJob, requestExport } from '../jabatan/public.js';
import { DIKLAT_EXPORT } from './diklat-export.js';
import { deleteDiklatFile, filesOfDiklat, uploadDiklatFile } from './diklat-files.js';
import {
  DIKLAT_MASTER_DEFS,
  DIKLAT_SETTING_DEFS,
  DiklatMasterService,
  type MasterDefinition,
} from './diklat-master.js';
import { DiklatRequiredService } from './diklat-required.js';
import { DiklatService } from './diklat.service.js';

const MANAGE = { policy: POLICY.manageTraining };
const MANAGE_UNRESTRICTED = { policy: POLICY.manageTrainingUnrestricted };
const READ_GAPS = { policy: POLICY.readCompetencyGaps };
/** A name already used or a row still in use answers 409 with the same error body as 422. */
const writeResponses = { ...errorResponses, 409: errorResponses[422] };

export async function diklatRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new DiklatService(ctx);
  const masters = new DiklatMasterService(ctx);
  const required = new DiklatRequiredService(ctx);
  const tags = ['diklat'];
  registerExportJob(ctx, DIKLAT_EXPORT);

  app.get(
    DIKLAT_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Every diklat master list at once (index_options), for the event form and the filters',
        querystring: DiklatOptionsQuery,
        response: { 200: DiklatOptionsAnswer, ...errorResponses },
      },
    },
    async (request) =>
      selectHandler(request.query.event ?? 'index_options', {
        index_options: async () => {
          const [penyelenggara, kategori, status, sertifikasi, qualification] = await Promise.all(
            (['penyelenggara', 'kategori', 'status', 'sertifikasi', 'qualification'] as const).map(
              async (key) => (await masters.list(DIKLAT_MASTER_DEFS[key])).data,
            ),
          );
          return { penyelenggara, kategori, status, sertifikasi, qualification };
        },
      })(),
  );

  const masterRoutes = (path: string, def: MasterDefinition) => {
    app.get(
      path,
      {
        config: MANAGE,
        schema: {
          tags,
          summary: `${def.entity}: every row with how many records use it`,
          response: { 200: DiklatMasterListAnswer, ...errorResponses },
        },
      },
      async () => masters.list(def),
    );
    app.post(
      path,
      {
        config: MANAGE,
        schema: {
          tags,
          summary: `Add a row of ${def.entity}`,
          body: DiklatMasterInput,
          response: { 200: DiklatMasterMutation, ...writeResponses },
        },
      },
      async (request) => masters.save(actorOf(request), def, request.body),
    );
    app.put(
      `${path}/:id`,
      {
        config: MANAGE,
        schema: {
          tags,
          summary: `Change a row of ${def.entity}`,
          params: IdParams,
          body: DiklatMasterInput,
          response: { 200: DiklatMasterMutation, ...writeResponses },
        },
      },
      async (request) => masters.save(actorOf(request), def, request.body, request.params.id),
    );
    app.delete(
      `${path}/:id`,
      {
        config: MANAGE,
        schema: {
          tags,
          summary: `Delete a row of ${def.entity} nothing uses`,
          params: IdParams,
          response: { 200: MessageAnswer, ...writeResponses },
        },
      },
      async (request) => masters.remove(actorOf(request), def, request.params.id),
    );
  };
  for (const key of DIKLAT_MASTERS) masterRoutes(diklatMasterPath(key), DIKLAT_MASTER_DEFS[key]);
  for (const key of DIKLAT_SETTINGS) masterRoutes(diklatSettingPath(key), DIKLAT_SETTING_DEFS[key]);

  // ---- events ------------------------------------------------------------------------------------------
  app.get(
    DIKLAT_EVENT_PATH,
    {
      config: MANAGE_UNRESTRICTED,
      schema: {
        tags,
        summary:
          'Diklat events by awal (search nama/tempat/organiser; filters kategori, status, organiser, jenis, year; paged)',
        querystring: DiklatEventListQuery,
        response: { 200: DiklatEventListAnswer, ...errorResponses },
      },
    },
    async (request) => selectHandler(request.query.event ?? 'search', { search: () => service.list(request.query) })(),
  );
  app.post(
    DIKLAT_EVENT_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Register a diklat event (with its organisers)',
        body: DiklatEventInput,
        response: { 200: DiklatEventMutation, ...errorResponses },
      },
    },
    async (request) => service.create(actorOf(request), request.body),
  );
  app.get(
    `${DIKLAT_EVENT_PATH}/x/token/:token`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'One diklat event by its token (/pegawai/diklat/show/:token)',
        params: DiklatTokenParams,
        response: { 200: DiklatEventShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.show({ token: request.params.token }),
  );
  app.get(
    `${DIKLAT_EVENT_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'One diklat event with its organisers, participant and file counts',
        params: IdParams,
        response: { 200: DiklatEventShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.show({ id: request.params.id }),
  );
  app.put(
    `${DIKLAT_EVENT_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Change a diklat event',
        params: IdParams,
        body: DiklatEventInput,
        response: { 200: DiklatEventMutation, ...errorResponses },
      },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    `${DIKLAT_EVENT_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete a diklat event without participants (its files go with it)',
        params: IdParams,
        response: { 200: MessageAnswer, ...writeResponses },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id),
  );
  app.put(
    `${DIKLAT_EVENT_PATH}/:id/x/penyelenggara`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: "The event's organisers (store_penyelenggara), replacing what it had",
        params: IdParams,
        body: DiklatEventPenyelenggaraInput,
        response: { 200: DiklatEventMutation, ...errorResponses },
      },
    },
    async (request) => service.storeOrganisers(actorOf(request), request.params.id, request.body.penyelenggara_id),
  );
  app.get(
    `${DIKLAT_EVENT_PATH}/:id/x/file`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Files of a diklat event, with signed download addresses',
        params: IdParams,
        response: { 200: SanksiFileListAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: await filesOfDiklat(ctx, request.params.id) }),
  );
  app.post(
    `${DIKLAT_EVENT_PATH}/:id/x/file`,
    {
      config: MANAGE,
      bodyLimit: DECREE_FILE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Attach a file (PDF/JPEG/PNG, at most 2 MB, base64) to a diklat event',
        params: IdParams,
        body: SanksiFileInput,
        response: { 200: SanksiFileAnswer, ...errorResponses },
      },
    },
    async (request) =>
      uploadDiklatFile(ctx, { ...actorOf(request), userId: request.auth!.userId }, request.params.id, request.body),
  );
  app.delete(
    `${DIKLAT_EVENT_PATH}/:id/x/file/:fileId`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Remove a file of a diklat event',
        params: SanksiFileParams,
        response: { 200: SanksiFileAnswer, ...errorResponses },
      },
    },
    async (request) => deleteDiklatFile(ctx, actorOf(request), request.params.id, request.params.fileId),
  );

  // ---- participants ------------------------------------------------------------------------------------
  app.get(
    DIKLAT_PEGAWAI_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: "Participants (of an event, of an employee, or all) by the event's awal; search nama/NPP/event",
        querystring: DiklatPegawaiListQuery,
        response: { 200: DiklatPegawaiListAnswer, ...errorResponses },
      },
    },
    async (request) =>
      selectHandler(request.query.event ?? 'search', { search: () => service.participants(request.query) })(),
  );
  app.post(
    DIKLAT_PEGAWAI_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Participants in bulk, all or nothing: by NPP, by id, remove, clear, load from another event',
        body: DiklatPegawaiInput,
        response: { 200: DiklatPegawaiMutation, ...errorResponses },
      },
    },
    async (request) => service.participantWrite(actorOf(request), request.body),
  );

  // ---- Gap Kompetensi, certification holders, export -------------------------------------------------
  app.get(
    DIKLAT_REQUIRED_PATH,
    {
      config: READ_GAPS,
      schema: {
        tags,
        summary: 'Gap Kompetensi: what each position requires against what its active holders have',
        querystring: DiklatRequiredQuery,
        response: { 200: DiklatRequiredListAnswer, ...errorResponses },
      },
    },
    async (request) => required.list(request.query),
  );
  app.put(
    `${DIKLAT_REQUIRED_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'What a position (jabatan id) requires, replacing what it required',
        params: IdParams,
        body: DiklatRequiredInput,
        response: { 200: DiklatRequiredMutation, ...errorResponses },
      },
    },
    async (request) => required.save(actorOf(request), request.params.id, request.body),
  );
  app.get(
    DIKLAT_KOMPETENSI_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary:
          "The names a position may require (employees' competencies, certifications, qualifications, requirements)",
        response: { 200: DiklatKompetensiOptionsAnswer, ...errorResponses },
      },
    },
    async () => required.kompetensiOptions(),
  );
  app.get(
    SERTIFIKASI_MANAJEMEN_RESIKO_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Employees holding a risk-management certification (setting kategori manajemen_resiko), by level',
        querystring: ManajemenResikoQuery,
        response: { 200: ManajemenResikoListAnswer, ...errorResponses },
      },
    },
    async (request) => required.manajemenResiko(request.query),
  );
  app.post(
    DIKLAT_EXPORT_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Queue the xlsx export of every diklat participation',
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) => requestExport(ctx, DIKLAT_EXPORT, { ...actorOf(request), userId: request.auth!.userId }),
  );
}

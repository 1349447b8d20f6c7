/**
 * The employee CV (spec section 2 /pegawai/show/:id?, section 7 /sdm/pegawai/x/* and /link/*):
 *   GET    /api/sdm/pegawai/x/profile[/{id}]   the CV; not role 8; another's CV only for HR (1, 57)
 *   POST   {sub-list path}                      create a sub-record → '{Entity} created'   (HR)
 *   PUT    {sub-list path}/{id}                 update → '{Entity} updated'                 (HR)
 *   DELETE {sub-list path}/{id}                 delete → '{Entity} deleted'                 (HR)
 *     sub-list paths: /api/sdm/pegawai/x/{pendidikan, family, diklat, perawatan, rek/tab, kompetensi,
 *     prestasi}, /api/sdm/pegawai/link/{sertifikasi, klasifikasi} (CV_SUBLISTS in @portal/domain)
 *   GET    /api/sdm/pegawai/x/family_status?pegawai_id   the 'kawin' code from the family records (own; HR anyone)
 *   GET    /api/sdm/pegawai/x/kantor?pegawai_id          offices served in, the current one first (own; HR anyone)
 *   GET    /api/sdm/pegawai/x/diklat?event=select_option   diklat events for the participation form (HR)
 *   POST   /api/sdm/pegawai/x/photo | x/photo_cv            { pegawai_id, image (base64) } (HR)
 * Position/rank history (x/jabatan, x/pangkat) are the jabatan-pangkat module's.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorRef,
  CvPhotoAnswer,
  CvPhotoInput,
  CvSubRecordAnswer,
  CvSubRecordCreateBody,
  CvSubRecordUpdateBody,
  DiklatEventOptionsAnswer,
  DiklatEventQuery,
  IdParams,
  MessageAnswer,
  PegawaiCvAnswer,
  PegawaiCvQuery,
  PegawaiFamilyStatusAnswer,
  PegawaiKantorHistoryAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { PHOTO_BODY_LIMIT, type PhotoKind } from './cv-photo.js';
import { SERVER_SUBLISTS } from './cv-sublists.js';
import { PegawaiCvService } from './pegawai-cv.service.js';

const readAccess = { policy: POLICY.readCv };
const hrAccess = { policy: POLICY.manageCv };

const cvResponse = { 200: PegawaiCvAnswer, ...errorResponses } as const;
const mutationResponse = { 200: CvSubRecordAnswer, ...errorResponses, 409: ApiErrorRef } as const;

export async function pegawaiCvRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new PegawaiCvService(ctx);

  app.get(
    '/api/sdm/pegawai/x/profile',
    {
      config: readAccess,
      schema: { tags: ['pegawai-cv'], summary: "The signed-in user's own CV", response: cvResponse },
    },
    async (request) => service.show(requireAuth(request), null),
  );

  app.get(
    '/api/sdm/pegawai/x/profile/:id',
    {
      config: readAccess,
      schema: {
        tags: ['pegawai-cv'],
        summary: "An employee's CV (HR: anyone; others: only their own, else 403)",
        params: IdParams,
        response: cvResponse,
      },
    },
    async (request) => service.show(requireAuth(request), request.params.id),
  );

  app.get(
    '/api/sdm/pegawai/x/family_status',
    {
      config: readAccess,
      schema: {
        tags: ['pegawai-cv'],
        summary:
          "An employee's family status: the 'kawin' code (TK/0, K/0 … K/3) from the CV's family records and their status (own; HR anyone)",
        querystring: PegawaiCvQuery,
        response: { 200: PegawaiFamilyStatusAnswer, ...errorResponses },
      },
    },
    async (request) => service.familyStatus(requireAuth(request), request.query.pegawai_id ?? null),
  );

  app.get(
    '/api/sdm/pegawai/x/kantor',
    {
      config: readAccess,
      schema: {
        tags: ['pegawai-cv'],
        summary:
          'The offices an employee has served in (from the position records), the current one first (own; HR anyone)',
        querystring: PegawaiCvQuery,
        response: { 200: PegawaiKantorHistoryAnswer, ...errorResponses },
      },
    },
    async (request) => service.kantor(requireAuth(request), request.query.pegawai_id ?? null),
  );

  app.get(
    '/api/sdm/pegawai/x/diklat',
    {
      config: hrAccess,
      schema: {
        tags: ['pegawai-cv'],
        summary: 'Diklat events (newest first, at most 500) for the participation form',
        querystring: DiklatEventQuery,
        response: { 200: DiklatEventOptionsAnswer, ...errorResponses },
      },
    },
    async (request) => selectHandler(request.query.event, { select_option: () => service.diklatEvents() })(),
  );

  for (const def of SERVER_SUBLISTS) {
    const tags = ['pegawai-cv'];
    app.post(
      `/api${def.path}`,
      {
        config: hrAccess,
        schema: {
          tags,
          summary: `Create a ${def.title} record of an employee`,
          body: CvSubRecordCreateBody(def),
          response: mutationResponse,
        },
      },
      async (request) => service.create(def, actorOf(request), request.body),
    );

    app.put(
      `/api${def.path}/:id`,
      {
        config: hrAccess,
        schema: {
          tags,
          summary: `Update a ${def.title} record`,
          params: IdParams,
          body: CvSubRecordUpdateBody(def),
          response: mutationResponse,
        },
      },
      async (request) => service.update(def, actorOf(request), request.params.id, request.body),
    );

    app.delete(
      `/api${def.path}/:id`,
      {
        config: hrAccess,
        schema: {
          tags,
          summary: `Delete a ${def.title} record`,
          params: IdParams,
          response: { 200: MessageAnswer, ...errorResponses },
        },
      },
      async (request) => service.remove(def, actorOf(request), request.params.id),
    );
  }

  for (const kind of ['photo', 'photo_cv'] as const satisfies readonly PhotoKind[]) {
    app.post(
      `/api/sdm/pegawai/x/${kind}`,
      {
        config: hrAccess,
        bodyLimit: PHOTO_BODY_LIMIT,
        schema: {
          tags: ['pegawai-cv'],
          summary:
            kind === 'photo'
              ? "Replace the employee's photo (photos/{id}.jpeg)"
              : "Replace the employee's CV photo → 'Photo CV Updated'",
          body: CvPhotoInput,
          response: { 200: CvPhotoAnswer, ...errorResponses },
        },
      },
      async (request) => service.setPhoto(kind, actorOf(request), request.body.pegawai_id, request.body.image),
    );
  }
}

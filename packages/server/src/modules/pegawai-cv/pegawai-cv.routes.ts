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
import type { FastifyInstance } from 'fastify';
import type { CvPhotoInput } from '@portal/domain';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { dataAnswer, errorResponses, idParamsSchema, messageSchema } from '../../platform/schemas.js';
import { selectHandler, selectorSchema } from '../../platform/selectors.js';
import { PHOTO_BODY_LIMIT, type PhotoKind } from './cv-photo.js';
import { SERVER_SUBLISTS, createBodySchema, updateBodySchema } from './cv-sublists.js';
import { PegawaiCvService } from './pegawai-cv.service.js';
import { POLICY } from '../../platform/domain.js';

const readAccess = { policy: POLICY.readCv };
const hrAccess = { policy: POLICY.manageCv };

const named = { type: ['object', 'null'], properties: { id: { type: 'integer' }, nama: { type: 'string' } } } as const;
const anyRows = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;

const cvSchema = {
  type: 'object',
  properties: {
    profile: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        nama: { type: 'string' },
        npp: { type: ['string', 'null'], description: "null for the placeholder '00000000'" },
        tanggal_lahir: { type: ['string', 'null'] },
        jabatan: named,
        kantor: {
          type: ['object', 'null'],
          properties: {
            id: { type: 'integer' },
            nama: { type: 'string' },
            class_name: { type: ['string', 'null'] },
            kantor_level_id: { type: 'integer' },
            parent_name: { type: ['string', 'null'] },
          },
        },
        label: { type: ['string', 'null'] },
        bidangtugas: { type: ['string', 'null'] },
        permanent_date: { type: ['string', 'null'] },
        photo: { type: ['string', 'null'] },
        photo_cv: { type: ['string', 'null'] },
        retirement_date: { type: ['string', 'null'], description: 'tanggal_lahir + 56 years' },
      },
    },
    pangkat: { ...anyRows, description: 'PegawaiPangkatRow[], by awal' },
    jabatan: { ...anyRows, description: 'PegawaiJabatanRow[], by awal, is_permanent' },
    ...Object.fromEntries(
      SERVER_SUBLISTS.map((def) => [def.key, { ...anyRows, description: `${def.title}, by ${def.orderBy}` }]),
    ),
    can_edit: { type: 'boolean', description: 'The caller may change sub-records and photos (HR)' },
  },
} as const;

const cvResponse = {
  200: { type: 'object', properties: { data: cvSchema }, required: ['data'] },
  ...errorResponses,
} as const;
const mutationResponse = {
  200: {
    type: 'object',
    properties: { message: { type: 'string' }, data: { type: 'object', properties: { id: { type: 'integer' } } } },
    required: ['message'],
  },
  ...errorResponses,
  409: { $ref: 'ApiError#' },
} as const;

const photoBodySchema = {
  type: 'object',
  properties: {
    pegawai_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    image: {
      type: 'string',
      minLength: 1,
      description: 'JPEG or PNG as a data URL or bare base64, at most 2 MB decoded',
    },
  },
  required: ['pegawai_id', 'image'],
} as const;

const DIKLAT_EVENTS = ['select_option'] as const;

export async function pegawaiCvRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new PegawaiCvService(ctx);

  app.get(
    '/api/sdm/pegawai/x/profile',
    {
      config: readAccess,
      schema: { tags: ['pegawai-cv'], summary: "The signed-in user's own CV", response: cvResponse },
    },
    async (request) => service.show(requireAuth(request), null),
  );

  app.get<{ Params: { id: number } }>(
    '/api/sdm/pegawai/x/profile/:id',
    {
      config: readAccess,
      schema: {
        tags: ['pegawai-cv'],
        summary: "An employee's CV (HR: anyone; others: only their own, else 403)",
        params: idParamsSchema,
        response: cvResponse,
      },
    },
    async (request) => service.show(requireAuth(request), request.params.id),
  );

  const pegawaiQuery = {
    type: 'object',
    properties: { pegawai_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  } as const;
  const idName = { type: 'object', properties: { id: { type: 'integer' }, nama: { type: 'string' } } } as const;

  app.get<{ Querystring: { pegawai_id?: number } }>(
    '/api/sdm/pegawai/x/family_status',
    {
      config: readAccess,
      schema: {
        tags: ['pegawai-cv'],
        summary:
          "An employee's family status: the 'kawin' code (TK/0, K/0 … K/3) from the CV's family records and their status (own; HR anyone)",
        querystring: pegawaiQuery,
        response: {
          200: dataAnswer({
            type: 'object',
            properties: {
              pegawai_id: { type: 'integer' },
              kawin: { type: 'string' },
              menikah: { type: 'boolean' },
              tanggungan: { type: 'integer', description: 'Children marked Tanggungan (all, also beyond three)' },
              belum_diisi: { type: 'integer', description: 'Children without a status yet' },
              anggota: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'integer' },
                    nama: { type: 'string' },
                    hubungan: { type: 'string' },
                    status: { type: ['string', 'null'] },
                    tanggal_lahir: { type: ['string', 'null'] },
                  },
                },
              },
            },
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => service.familyStatus(requireAuth(request), request.query.pegawai_id ?? null),
  );

  app.get<{ Querystring: { pegawai_id?: number } }>(
    '/api/sdm/pegawai/x/kantor',
    {
      config: readAccess,
      schema: {
        tags: ['pegawai-cv'],
        summary:
          'The offices an employee has served in (from the position records), the current one first (own; HR anyone)',
        querystring: pegawaiQuery,
        response: {
          200: dataAnswer({
            type: 'array',
            items: {
              type: 'object',
              properties: {
                kantor: {
                  type: 'object',
                  properties: { ...idName.properties, class_name: { type: ['string', 'null'] } },
                },
                jabatan: { ...idName, type: ['object', 'null'] },
                awal: { type: ['string', 'null'] },
                akhir: { type: ['string', 'null'] },
                is_current: { type: 'boolean' },
              },
            },
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => service.kantor(requireAuth(request), request.query.pegawai_id ?? null),
  );

  app.get<{ Querystring: { event: string } }>(
    '/api/sdm/pegawai/x/diklat',
    {
      config: hrAccess,
      schema: {
        tags: ['pegawai-cv'],
        summary: 'Diklat events (newest first, at most 500) for the participation form',
        querystring: { type: 'object', properties: { event: selectorSchema(DIKLAT_EVENTS) }, required: ['event'] },
        response: { 200: { type: 'object', properties: { data: anyRows } }, ...errorResponses },
      },
    },
    async (request) => selectHandler(request.query.event, { select_option: () => service.diklatEvents() })(),
  );

  for (const def of SERVER_SUBLISTS) {
    const tags = ['pegawai-cv'];
    app.post<{ Body: Record<string, unknown> }>(
      `/api${def.path}`,
      {
        config: hrAccess,
        schema: {
          tags,
          summary: `Create a ${def.title} record of an employee`,
          body: createBodySchema(def),
          response: mutationResponse,
        },
      },
      async (request) => service.create(def, actorOf(request), request.body),
    );

    app.put<{ Params: { id: number }; Body: Record<string, unknown> }>(
      `/api${def.path}/:id`,
      {
        config: hrAccess,
        schema: {
          tags,
          summary: `Update a ${def.title} record`,
          params: idParamsSchema,
          body: updateBodySchema(def),
          response: mutationResponse,
        },
      },
      async (request) => service.update(def, actorOf(request), request.params.id, request.body),
    );

    app.delete<{ Params: { id: number } }>(
      `/api${def.path}/:id`,
      {
        config: hrAccess,
        schema: {
          tags,
          summary: `Delete a ${def.title} record`,
          params: idParamsSchema,
          response: { 200: messageSchema, ...errorResponses },
        },
      },
      async (request) => service.remove(def, actorOf(request), request.params.id),
    );
  }

  for (const kind of ['photo', 'photo_cv'] as const satisfies readonly PhotoKind[]) {
    app.post<{ Body: CvPhotoInput }>(
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
          body: photoBodySchema,
          response: {
            200: {
              type: 'object',
              properties: {
                message: { type: 'string' },
                data: {
                  type: 'object',
                  properties: { photo: { type: ['string', 'null'] }, photo_cv: { type: ['string', 'null'] } },
                },
              },
            },
            ...errorResponses,
          },
        },
      },
      async (request) => service.setPhoto(kind, actorOf(request), request.body.pegawai_id, request.body.image),
    );
  }
}

/**
 * Health declarations, spec /general/covid (section 7). Every route needs a login; employees see
 * and change only their own declarations, HR (1, 57, 59) everyone's (ADR 0017).
 *   GET    /api/general/covid/x/status             the status register {id, nama, variant}
 *   GET    /api/general/covid/x/pivot              paged declarations; page, per_page, search, sortby, sortbydesc,
 *                                                  tahun, bulan, pegawai_id, kantor_id, status_id, role_name, jabatan_name, type, approved
 *   GET    /api/general/covid/x/terkini            the latest declaration per employee (same filters)
 *   GET    /api/general/covid/x/kantor?tanggal=    per office: employees, declared, per status (HR)
 *   POST   /api/general/covid                      own declaration → 'Covid created'
 *   PUT    /api/general/covid/{id}                 action update_approval { approved } (HR) → 'Covid approved'
 *   DELETE /api/general/covid/{id}                 → 'Covid deleted'
 *   GET    /api/general/covid/x/surat?covid_id=    letters of a declaration (signed addresses)
 *   POST   /api/general/covid/x/surat?covid_id=&name=   the file's bytes as the body → 'Surat created'
 *   DELETE /api/general/covid/x/surat/{id}         → 'Surat deleted'
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  COVID_PATH as BASE,
  type COVID_PUT_ACTIONS,
  CovidApprovalBody,
  CovidInput,
  CovidKantorAnswer,
  CovidKantorQuery,
  CovidListAnswer,
  CovidListQuery,
  CovidMutation,
  CovidPutBody,
  CovidStatusAnswer,
  CovidSuratListAnswer,
  CovidSuratQuery,
  CovidSuratUploadQuery,
  IdParams,
  MessageAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { validateContract } from '../../platform/errors.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { CovidService } from './covid.service.js';

const HR = { policy: POLICY.reviewHealthDeclarations };
/** The page's rule (/absen/covid: 10) plus HR; rows are scoped further in the service. */
const READERS = { policy: POLICY.readHealthDeclarations };
const SURAT_MAX_BYTES = 5 * 1024 * 1024;

export async function covidRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new CovidService(ctx);

  app.get(
    `${BASE}/x/status`,
    {
      config: READERS,
      schema: {
        tags: ['covid'],
        summary: 'Health status register',
        response: { 200: CovidStatusAnswer, ...errorResponses },
      },
    },
    async () => ({ data: await service.statuses() }),
  );

  app.get(
    `${BASE}/x/pivot`,
    {
      config: READERS,
      schema: {
        tags: ['covid'],
        summary: 'Declarations, paged and filtered (own only unless 1/57/59)',
        querystring: CovidListQuery,
        response: { 200: CovidListAnswer, ...errorResponses },
      },
    },
    async (request) => service.pivot(requireAuth(request), request.query),
  );

  app.get(
    `${BASE}/x/terkini`,
    {
      config: READERS,
      schema: {
        tags: ['covid'],
        summary: 'Latest declaration per employee (same filters as pivot)',
        querystring: CovidListQuery,
        response: { 200: CovidListAnswer, ...errorResponses },
      },
    },
    async (request) => service.terkini(requireAuth(request), request.query),
  );

  app.get(
    `${BASE}/x/kantor`,
    {
      config: HR,
      schema: {
        tags: ['covid'],
        summary: 'Per office on a day: active employees, declarations, per status (1, 57, 59)',
        querystring: CovidKantorQuery,
        response: { 200: CovidKantorAnswer, ...errorResponses },
      },
    },
    async (request) => service.kantor(request.query.tanggal, request.query.kantor_id),
  );

  app.post(
    BASE,
    {
      config: { policy: POLICY.employee },
      schema: {
        tags: ['covid'],
        summary: 'Own declaration for a day (10)',
        body: CovidInput,
        response: { 200: CovidMutation, ...errorResponses },
      },
    },
    async (request) => service.create(requireAuth(request), actorOf(request), request.body),
  );

  // One schema per action the contract lists (COVID_PUT_ACTIONS), checked by the compiler.
  const putActions = { update_approval: CovidApprovalBody } satisfies Record<
    (typeof COVID_PUT_ACTIONS)[number],
    unknown
  >;

  app.put(
    `${BASE}/:id`,
    {
      config: HR,
      schema: {
        tags: ['covid'],
        summary: 'action update_approval { approved } (1, 57, 59)',
        params: IdParams,
        body: CovidPutBody,
        response: { 200: CovidMutation, ...errorResponses },
      },
    },
    async (request) => {
      const schema = selectHandler(request.body?.action, putActions, 'action');
      const body = validateContract(request, schema, request.body);
      return service.setApproval(
        { ...actorOf(request), userId: requireAuth(request).userId },
        request.params.id,
        body.approved,
      );
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: READERS,
      schema: {
        tags: ['covid'],
        summary: 'Delete a declaration (own while not approved, or HR)',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => service.remove(requireAuth(request), actorOf(request), request.params.id),
  );

  app.get(
    `${BASE}/x/surat`,
    {
      config: READERS,
      schema: {
        tags: ['covid'],
        summary: 'Letters of a declaration',
        querystring: CovidSuratQuery,
        response: { 200: CovidSuratListAnswer, ...errorResponses },
      },
    },
    async (request) => service.listSurat(requireAuth(request), request.query.covid_id),
  );

  // The letter's bytes are the body (no multipart parser on this server), as the bulk imports do.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    for (const type of ['application/pdf', 'image/jpeg', 'image/png', 'application/octet-stream']) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: SURAT_MAX_BYTES }, (_request, body, done) =>
        done(null, body),
      );
    }
    scope.post(
      `${BASE}/x/surat`,
      {
        config: READERS,
        bodyLimit: SURAT_MAX_BYTES,
        schema: {
          tags: ['covid'],
          summary: 'Upload a letter (PDF, JPEG, PNG; at most 5 MB) to a declaration; body = the file',
          querystring: CovidSuratUploadQuery,
          response: { 200: MessageAnswer, ...errorResponses },
        },
      },
      async (request) =>
        service.storeSurat(
          requireAuth(request),
          actorOf(request),
          request.query.covid_id,
          request.query.name,
          request.body,
        ),
    );
  });

  app.delete(
    `${BASE}/x/surat/:id`,
    {
      config: READERS,
      schema: {
        tags: ['covid'],
        summary: 'Remove a letter',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => service.destroySurat(requireAuth(request), actorOf(request), request.params.id),
  );
}

/**
 * Worksheets, /api/sdm/pegawai/x/worksheet (spec section 7: worksheet, tugas, tugas attribute, lalai,
 * kantor/tugas; pages /pegawai/worksheet/*; docs/adr/0046). Paths and answers: @portal/contracts worksheet.ts.
 *   GET/POST …, PUT/DELETE …/{id}               own entries         POLICY.writeOwnWorksheet
 *   GET  …/tugas                                 visible offices     POLICY.readWorksheetOffices
 *   GET  …/tugas/attribute                       the list            POLICY.writeOwnWorksheet
 *   POST …/tugas/attribute, PUT/DELETE …/{id}    manage it           POLICY.readWorksheetOffices
 *   GET  …/lalai                                 own (managers: pegawai_id of a visible office)
 *   GET  …/kantor/tugas, …/dashboard             visible offices     POLICY.readWorksheetOffices
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  MessageAnswer,
  WORKSHEET_PATHS,
  WorksheetAttributeAnswer,
  WorksheetAttributeInput,
  WorksheetAttributesAnswer,
  WorksheetDashboardAnswer,
  WorksheetDashboardQuery,
  WorksheetIdParams,
  WorksheetInput,
  WorksheetKantorAnswer,
  WorksheetKantorQuery,
  WorksheetLalaiAnswer,
  WorksheetLalaiQuery,
  WorksheetMonthQuery,
  WorksheetMutationAnswer,
  WorksheetOwnAnswer,
  WorksheetTugasAnswer,
  WorksheetTugasQuery,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { WorksheetService } from './worksheet.service.js';

const tags = ['worksheet'];
const own = { policy: POLICY.writeOwnWorksheet };
const manager = { policy: POLICY.readWorksheetOffices };

export async function worksheetRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new WorksheetService(ctx);
  const { base, tugas, attribute, lalai, kantorTugas, dashboard } = WORKSHEET_PATHS;

  app.get(
    base,
    {
      config: own,
      schema: {
        tags,
        summary: 'The caller’s own entries of a month (tahun, bulan), newest day first',
        querystring: WorksheetMonthQuery,
        response: { 200: WorksheetOwnAnswer, ...errorResponses },
      },
    },
    async (request) => service.own(requireAuth(request), request.query),
  );

  app.post(
    base,
    {
      config: own,
      schema: {
        tags,
        summary: 'A new own entry (tanggal, tugas, durasi_menit, attribute_ids?, catatan?) → Worksheet created',
        description: 'Not after today, at most 31 days back, at most 24 hours per day together.',
        body: WorksheetInput,
        response: { 200: WorksheetMutationAnswer, ...errorResponses },
      },
    },
    async (request) => service.create(requireAuth(request), actorOf(request), request.body),
  );

  app.put(
    `${base}/:id`,
    {
      config: own,
      schema: {
        tags,
        summary: 'Change an own entry → Worksheet updated (another’s id: 404)',
        params: WorksheetIdParams,
        body: WorksheetInput,
        response: { 200: WorksheetMutationAnswer, ...errorResponses },
      },
    },
    async (request) => service.update(requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config: own,
      schema: {
        tags,
        summary: 'Delete an own entry → Worksheet deleted (another’s id: 404)',
        params: WorksheetIdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => service.remove(requireAuth(request), actorOf(request), request.params.id),
  );

  app.get(
    tugas,
    {
      config: manager,
      schema: {
        tags,
        summary:
          'Entries of the offices the caller may see: date range, kantor, pegawai, attribute, late, search, sort',
        querystring: WorksheetTugasQuery,
        response: { 200: WorksheetTugasAnswer, ...errorResponses },
      },
    },
    async (request) => service.tugas(requireAuth(request), request.query),
  );

  app.get(
    attribute,
    {
      config: own,
      schema: {
        tags,
        summary: 'The tugas attribute list (active ones; managers also see inactive ones)',
        response: { 200: WorksheetAttributesAnswer, ...errorResponses },
      },
    },
    async (request) => service.attributes(requireAuth(request)),
  );

  app.post(
    attribute,
    {
      config: manager,
      schema: {
        tags,
        summary: 'A new tugas attribute → Atribut tugas created',
        body: WorksheetAttributeInput,
        response: { 200: WorksheetAttributeAnswer, ...errorResponses },
      },
    },
    async (request) => service.createAttribute(actorOf(request), request.body),
  );

  app.put(
    `${attribute}/:id`,
    {
      config: manager,
      schema: {
        tags,
        summary: 'Rename or (de)activate a tugas attribute → Atribut tugas updated',
        params: WorksheetIdParams,
        body: WorksheetAttributeInput,
        response: { 200: WorksheetAttributeAnswer, ...errorResponses },
      },
    },
    async (request) => service.updateAttribute(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${attribute}/:id`,
    {
      config: manager,
      schema: {
        tags,
        summary: 'Delete an unused tugas attribute (one in use: 409, deactivate it instead)',
        params: WorksheetIdParams,
        response: { 200: MessageAnswer, ...errorResponses, 409: errorResponses[422] },
      },
    },
    async (request) => service.deleteAttribute(actorOf(request), request.params.id),
  );

  app.get(
    lalai,
    {
      config: own,
      schema: {
        tags,
        summary:
          'Missed working days (to yesterday) and late entries of a month: the caller’s, or (managers) pegawai_id’s',
        querystring: WorksheetLalaiQuery,
        response: { 200: WorksheetLalaiAnswer, ...errorResponses },
      },
    },
    async (request) => service.lalai(requireAuth(request), request.query),
  );

  app.get(
    kantorTugas,
    {
      config: manager,
      schema: {
        tags,
        summary: 'Per visible office: employees, who wrote, entries, minutes, late entries, completion of the month',
        querystring: WorksheetKantorQuery,
        response: { 200: WorksheetKantorAnswer, ...errorResponses },
      },
    },
    async (request) => service.kantor(requireAuth(request), request.query),
  );

  app.get(
    dashboard,
    {
      config: manager,
      schema: {
        tags,
        summary: 'The month per office, per employee (top 50 by minutes) and per day, over the visible offices or one',
        querystring: WorksheetDashboardQuery,
        response: { 200: WorksheetDashboardAnswer, ...errorResponses },
      },
    },
    async (request) => service.dashboard(requireAuth(request), request.query),
  );
}

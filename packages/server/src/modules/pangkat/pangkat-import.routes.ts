/**
 * Bulk import of employees' rank records (roles 1/57, not 8; spec /pegawai/pangkat/upload_file_massal):
 *   GET  /api/sdm/pegawai/x/pangkat/x/template     the xlsx template
 *   POST /api/sdm/pegawai/x/pangkat/x/store_excel  body: the xlsx bytes → 'Data upload sementara di proses' + job_id
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { JobQueuedAnswer } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { errorResponses } from '../../platform/schemas.js';
import { HR_ACCESS, acceptXlsxBodies, queueImport } from '../jabatan/public.js';
import { sendXlsx } from '../../platform/excel/xlsx-export.js';
import { PANGKAT_IMPORT_JOB, pangkatTemplate, registerPangkatImportJob } from './pangkat-import.js';

export async function pangkatImportRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerPangkatImportJob(ctx);
  acceptXlsxBodies(app);

  // A file, not JSON: on the plain instance (the type provider would type the reply as the error schemas).
  fastify.get(
    '/api/sdm/pegawai/x/pangkat/x/template',
    {
      config: HR_ACCESS,
      schema: { tags: ['pangkat'], summary: 'The xlsx template of the rank import', response: { ...errorResponses } },
    },
    async (_request, reply) => sendXlsx(reply, 'template-pangkat-pegawai.xlsx', await pangkatTemplate()),
  );
  app.post(
    '/api/sdm/pegawai/x/pangkat/x/store_excel',
    {
      config: HR_ACCESS,
      schema: {
        tags: ['pangkat'],
        summary: 'Upload employees’ rank records (xlsx body); runs in background',
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) =>
      queueImport(
        ctx,
        PANGKAT_IMPORT_JOB,
        'pegawai_pangkat_import',
        { ...actorOf(request), userId: request.auth!.userId },
        request.body,
      ),
  );
}

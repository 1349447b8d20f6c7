/**
 * Bulk import of employees' position records (role 57, not 8; spec /pegawai/jabatan/upload_file_massal):
 *   GET  /api/sdm/pegawai/x/jabatan/x/template     the xlsx template
 *   POST /api/sdm/pegawai/x/jabatan/x/store_excel  body: the xlsx bytes → 'Data upload sementara di proses' + job_id
 * The job (jabatan.import) writes all rows or none; GET /api/general/jobs/{job_id} gives progress
 * and, when it failed, `result.errors` [{ row, column, message }].
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { JobQueuedAnswer } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { errorResponses } from '../../platform/schemas.js';
import { HR_ONLY } from './access.js';
import { acceptXlsxBodies, queueImport } from './bulk-import.js';
import { sendXlsx } from '../../platform/excel/xlsx-export.js';
import { JABATAN_IMPORT_JOB, jabatanTemplate, registerJabatanImportJob } from './jabatan-import.js';

export async function jabatanImportRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerJabatanImportJob(ctx);
  acceptXlsxBodies(app);

  // A file, not JSON: on the plain instance (the type provider would type the reply as the error schemas).
  fastify.get(
    '/api/sdm/pegawai/x/jabatan/x/template',
    {
      config: HR_ONLY,
      schema: {
        tags: ['jabatan'],
        summary: 'The xlsx template of the position import',
        response: { ...errorResponses },
      },
    },
    async (_request, reply) => sendXlsx(reply, 'template-jabatan-pegawai.xlsx', await jabatanTemplate()),
  );

  app.post(
    '/api/sdm/pegawai/x/jabatan/x/store_excel',
    {
      config: HR_ONLY,
      schema: {
        tags: ['jabatan'],
        summary:
          'Upload employees’ position records (xlsx body, Content-Type xlsx or octet-stream); runs in background',
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) =>
      queueImport(
        ctx,
        JABATAN_IMPORT_JOB,
        'pegawai_jabatan_import',
        { ...actorOf(request), userId: request.auth!.userId },
        request.body,
      ),
  );
}

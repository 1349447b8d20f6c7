/**
 * Bulk import of employees' rank records (/pegawai/pangkat/upload_file_massal). Columns: NPP,
 * Pangkat (label 'nama|grade|corporate_title', a unique nama, or the id), Awal, Nomor SK. All rows
 * or none (platform importer); pegawai.pangkat_id follows each employee's latest record.
 */
import type { AppContext } from '../../platform/context.js';
import type { ImportColumn } from '../../platform/excel/xlsx-import.js';
import type { JobContext, JobOutcome } from '../../platform/jobs/job-service.js';
import { recordAudit } from '../../platform/audit.js';
import { nameIndex, nameKey, runImport, type ImportJobData, templateWorkbook, lockPegawai } from '../jabatan/public.js';
import { pangkatLabel } from './pangkat.repo.js';
import { savePangkatRecord } from './pegawai-pangkat.repo.js';

export const PANGKAT_IMPORT_JOB = 'pangkat.import';

export interface PangkatImportRow {
  npp: string;
  pangkat: string;
  awal: string;
  nomor_sk: string | null;
}

export async function runPangkatImport(ctx: AppContext, job: JobContext<ImportJobData>): Promise<JobOutcome> {
  const [pegawai, pangkat] = await Promise.all([
    ctx.db.selectFrom('pegawai').select(['id', 'npp']).execute(),
    ctx.db.selectFrom('pangkat').select(['id', 'nama', 'grade', 'corporate_title']).execute(),
  ]);
  const byNpp = new Map(pegawai.map((p) => [p.npp.trim(), p.id]));
  const byName = nameIndex(pangkat.map((p) => ({ id: p.id, names: [String(p.id), p.nama, pangkatLabel(p)] })));
  const columns: ImportColumn<PangkatImportRow>[] = [
    {
      key: 'npp',
      header: 'NPP',
      required: true,
      validate: (v) => (byNpp.has(String(v)) ? null : 'NPP tidak ditemukan'),
    },
    {
      key: 'pangkat',
      header: 'Pangkat',
      required: true,
      validate: (v) => {
        const found = byName.get(nameKey(String(v)));
        return found === undefined
          ? 'Pangkat tidak ditemukan'
          : found === 'ambiguous'
            ? 'Nama pangkat tidak unik, tulis nama|grade|corporate title'
            : null;
      },
    },
    { key: 'awal', header: 'Awal', aliases: ['Tanggal Awal'], type: 'date', required: true },
    {
      key: 'nomor_sk',
      header: 'Nomor SK',
      validate: (v) => (String(v).length > 255 ? 'Nomor SK paling banyak 255 karakter' : null),
    },
  ];
  return runImport(ctx, job, columns, async (trx, rows) => {
    for (const row of rows) {
      const pegawaiId = byNpp.get(row.npp)!;
      await lockPegawai(trx, pegawaiId);
      await savePangkatRecord(trx, {
        pegawai_id: pegawaiId,
        pangkat_id: byName.get(nameKey(row.pangkat)) as number,
        awal: row.awal,
        akhir: null,
        nomor_sk: row.nomor_sk,
      });
    }
    await recordAudit(trx, {
      ...job.data.actor,
      entity: 'pegawai_pangkat_import',
      entityId: job.jobId,
      after: { rows: rows.length },
    });
  });
}

export function registerPangkatImportJob(ctx: AppContext): void {
  ctx.jobs.register<ImportJobData>({
    name: PANGKAT_IMPORT_JOB,
    handler: (job) => runPangkatImport(ctx, job),
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 15 * 60,
  });
}

export function pangkatTemplate(): Promise<Buffer> {
  return templateWorkbook(
    ['NPP', 'Pangkat', 'Awal', 'Nomor SK'],
    [['20000001', 'Staf|10|Officer', '01/04/2024', 'SK/PKT/001/2024']],
    [
      'Isi data mulai baris 2 pada sheet Data; hanya sheet pertama yang dibaca.',
      'Pangkat: nama|grade|corporate title (seperti pada daftar pangkat), nama yang unik, atau ID pangkat.',
      'Awal: tanggal DD/MM/YYYY.',
      'Jika satu baris salah, tidak ada data yang disimpan; perbaiki baris yang dilaporkan lalu upload ulang.',
    ],
  );
}

/**
 * Bulk import of employees' position records (/pegawai/jabatan/upload_file_massal). Columns:
 * NPP, Jabatan (name or id), Kantor (kode or name, optional), Awal, Permanen (Ya/Tidak),
 * Nomor SK. Every row goes through saveJabatanRecord, the same history rule as single saves, in
 * file order (a later permanent row of one employee wins).
 */
import ExcelJS from 'exceljs';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import type { ImportColumn } from '../../platform/excel/xlsx-import.js';
import type { JobContext, JobOutcome } from '../../platform/jobs/job-service.js';
import { recordAudit } from '../../platform/audit.js';
import { nameIndex, nameKey, runImport, type ImportJobData } from './bulk-import.js';
import { lockPegawai, saveJabatanRecord } from './pegawai-jabatan.rule.js';

export const JABATAN_IMPORT_JOB = 'jabatan.import';

export interface JabatanImportRow {
  npp: string;
  jabatan: string;
  kantor: string | null;
  awal: string;
  is_permanent: boolean | null;
  nomor_sk: string | null;
}

export const JABATAN_IMPORT_MESSAGES = {
  nppUnknown: 'NPP tidak ditemukan',
  jabatanUnknown: 'Jabatan tidak ditemukan',
  jabatanAmbiguous: 'Nama jabatan tidak unik, tulis ID jabatan',
  kantorUnknown: 'Kantor tidak ditemukan',
  kantorAmbiguous: 'Nama kantor tidak unik, tulis kode kantor',
  nomorSkMax: 'Nomor SK paling banyak 255 karakter',
} as const;

export interface Lookups {
  pegawai: Map<string, number>;
  jabatan: Map<string, number | 'ambiguous'>;
  kantor: Map<string, number | 'ambiguous'>;
}

export async function loadLookups(db: Db): Promise<Lookups> {
  const [pegawai, jabatan, kantor] = await Promise.all([
    db.selectFrom('pegawai').select(['id', 'npp']).execute(),
    db.selectFrom('jabatan').select(['id', 'nama']).execute(),
    db.selectFrom('kantor').select(['id', 'nama', 'kode']).where('deleted_at', 'is', null).execute(),
  ]);
  return {
    pegawai: new Map(pegawai.map((p) => [p.npp.trim(), p.id])),
    jabatan: nameIndex(jabatan.map((j) => ({ id: j.id, names: [String(j.id), j.nama] }))),
    // kode first: a kode always wins over a same-looking name of another office.
    kantor: new Map([
      ...nameIndex(kantor.map((k) => ({ id: k.id, names: [k.nama] }))),
      ...nameIndex(kantor.flatMap((k) => (k.kode ? [{ id: k.id, names: [k.kode] }] : []))),
    ]),
  };
}

function resolve(index: Map<string, number | 'ambiguous'>, value: string): number | 'ambiguous' | undefined {
  return index.get(nameKey(value));
}

export function jabatanImportColumns(l: Lookups): ImportColumn<JabatanImportRow>[] {
  const lookup = (index: Map<string, number | 'ambiguous'>, unknown: string, ambiguous: string) => (value: unknown) => {
    const found = resolve(index, String(value));
    return found === undefined ? unknown : found === 'ambiguous' ? ambiguous : null;
  };
  return [
    {
      key: 'npp',
      header: 'NPP',
      required: true,
      validate: (v) => (l.pegawai.has(String(v)) ? null : JABATAN_IMPORT_MESSAGES.nppUnknown),
    },
    {
      key: 'jabatan',
      header: 'Jabatan',
      required: true,
      validate: lookup(l.jabatan, JABATAN_IMPORT_MESSAGES.jabatanUnknown, JABATAN_IMPORT_MESSAGES.jabatanAmbiguous),
    },
    {
      key: 'kantor',
      header: 'Kantor',
      validate: lookup(l.kantor, JABATAN_IMPORT_MESSAGES.kantorUnknown, JABATAN_IMPORT_MESSAGES.kantorAmbiguous),
    },
    { key: 'awal', header: 'Awal', aliases: ['Tanggal Awal'], type: 'date', required: true },
    { key: 'is_permanent', header: 'Permanen', aliases: ['is_permanent'], type: 'boolean' },
    {
      key: 'nomor_sk',
      header: 'Nomor SK',
      validate: (v) => (String(v).length > 255 ? JABATAN_IMPORT_MESSAGES.nomorSkMax : null),
    },
  ];
}

export async function runJabatanImport(ctx: AppContext, job: JobContext<ImportJobData>): Promise<JobOutcome> {
  const lookups = await loadLookups(ctx.db);
  return runImport(ctx, job, jabatanImportColumns(lookups), async (trx, rows) => {
    for (const row of rows) {
      const pegawaiId = lookups.pegawai.get(row.npp)!;
      await lockPegawai(trx, pegawaiId);
      await saveJabatanRecord(trx, {
        pegawai_id: pegawaiId,
        jabatan_id: resolve(lookups.jabatan, row.jabatan) as number,
        kantor_id: row.kantor === null ? null : (resolve(lookups.kantor, row.kantor) as number),
        awal: row.awal,
        akhir: null,
        is_permanent: row.is_permanent ?? false,
        nomor_sk: row.nomor_sk,
        keterangan: null,
      });
    }
    await recordAudit(trx, {
      ...job.data.actor,
      entity: 'pegawai_jabatan_import',
      entityId: job.jobId,
      after: { rows: rows.length },
    });
  });
}

export function registerJabatanImportJob(ctx: AppContext): void {
  ctx.jobs.register<ImportJobData>({
    name: JABATAN_IMPORT_JOB,
    handler: (job) => runJabatanImport(ctx, job),
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 15 * 60,
  });
}

/** The downloadable template: the header row, one example row and a short how-to sheet. */
/** An upload template: the header row and `rows` (an example, or the rows to fill in) on sheet Data, `notes` on Petunjuk. */
export async function templateWorkbook(
  headers: string[],
  rows: (string | number | Date | boolean | null)[][],
  notes: string[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow(headers).font = { bold: true };
  sheet.addRows(rows);
  sheet.columns.forEach((c) => (c.width = 22));
  const help = workbook.addWorksheet('Petunjuk');
  notes.forEach((n) => help.addRow([n]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function jabatanTemplate(): Promise<Buffer> {
  return templateWorkbook(
    ['NPP', 'Jabatan', 'Kantor', 'Awal', 'Permanen', 'Nomor SK'],
    [['20000001', 'Staf Umum', '101', '01/02/2024', 'Tidak', 'SK/001/2024']],
    [
      'Isi data mulai baris 2 pada sheet Data; hanya sheet pertama yang dibaca.',
      'NPP dan Jabatan (nama atau ID) wajib diisi; Kantor diisi kode atau nama kantor.',
      'Awal: tanggal DD/MM/YYYY. Permanen: Ya atau Tidak.',
      'Jika satu baris salah, tidak ada data yang disimpan; perbaiki baris yang dilaporkan lalu upload ulang.',
    ],
  );
}

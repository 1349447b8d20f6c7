/**
 * Bulk import of memos (/pegawai/notadinas/upload, roles 1 and 57): each row becomes a Draft memo
 * of its author (NPP, who needs an account: the draft waits in their counter), in the platform's
 * all-or-nothing importer. Columns: Kantor (kode), NPP, Jenis Surat (kode or name), Perihal, Isi,
 * Tanggal, Kepada (recipient positions of the memo list, separated by ';').
 */
import { randomBytes } from 'node:crypto';
import { createApproval } from '../../platform/approval/index.js';
import { recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import type { ImportColumn } from '../../platform/excel/xlsx-import.js';
import type { JobContext, JobOutcome } from '../../platform/jobs/job-service.js';
import { nameIndex, nameKey, runImport, templateWorkbook, type ImportJobData } from '../jabatan/public.js';
import { registerNotadinasApproval } from './notadinas-approval.js';
import { NOTADINAS_TYPE, replaceKepada } from './notadinas.repo.js';

export const NOTADINAS_IMPORT_JOB = 'notadinas.import';

export const NOTADINAS_IMPORT_MESSAGES = {
  kantorUnknown: 'Kantor tidak ditemukan (tulis kode kantor)',
  nppUnknown: 'NPP tidak ditemukan',
  noAccount: 'Pegawai ini belum memiliki akun, nota dinas tidak dapat dibuat atas namanya',
  suratUnknown: 'Jenis surat tidak ditemukan',
  suratAmbiguous: 'Nama jenis surat tidak unik, tulis kodenya',
  kepadaUnknown: (nama: string) => `Jabatan tujuan '${nama}' tidak ditemukan`,
  tooLong: (max: number) => `Paling banyak ${max} karakter`,
  yearRange: 'Tanggal harus antara tahun 2000 dan 2100',
} as const;

export interface NotadinasImportRow {
  kantor: string;
  npp: string;
  surat: string;
  perihal: string;
  isi: string;
  tanggal: string;
  kepada: string;
}

interface Lookups {
  kantor: Map<string, number>;
  author: Map<string, { pegawaiId: number; userId: number | null }>;
  surat: Map<string, number | 'ambiguous'>;
  jabatan: Map<string, number | 'ambiguous'>;
}

async function loadLookups(db: Db): Promise<Lookups> {
  const [kantor, pegawai, surat, jabatan] = await Promise.all([
    db
      .selectFrom('kantor')
      .select(['id', 'kode'])
      .where('deleted_at', 'is', null)
      .where('kode', 'is not', null)
      .execute(),
    db
      .selectFrom('pegawai as p')
      .leftJoin('users as u', 'u.pegawai_id', 'p.id')
      .select(['p.id', 'p.npp', 'u.id as user_id'])
      .execute(),
    db.selectFrom('notadinas_surat').select(['id', 'nama', 'kode']).execute(),
    db.selectFrom('notadinas_jabatan').select(['id', 'nama']).execute(),
  ]);
  return {
    kantor: new Map(kantor.map((k) => [nameKey(k.kode!), k.id])),
    author: new Map(pegawai.map((p) => [p.npp.trim(), { pegawaiId: p.id, userId: p.user_id }])),
    surat: nameIndex(surat.map((s) => ({ id: s.id, names: [s.kode, s.nama] }))),
    jabatan: nameIndex(jabatan.map((j) => ({ id: j.id, names: [j.nama] }))),
  };
}

const splitKepada = (text: string) =>
  text
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '');

const maxLength = (max: number) => (v: unknown) =>
  String(v).length > max ? NOTADINAS_IMPORT_MESSAGES.tooLong(max) : null;

export function notadinasImportColumns(l: Lookups): ImportColumn<NotadinasImportRow>[] {
  const M = NOTADINAS_IMPORT_MESSAGES;
  return [
    {
      key: 'kantor',
      header: 'Kantor',
      required: true,
      validate: (v) => (l.kantor.has(nameKey(String(v))) ? null : M.kantorUnknown),
    },
    {
      key: 'npp',
      header: 'NPP',
      required: true,
      validate: (v) => {
        const author = l.author.get(String(v).trim());
        return !author ? M.nppUnknown : author.userId === null ? M.noAccount : null;
      },
    },
    {
      key: 'surat',
      header: 'Jenis Surat',
      required: true,
      validate: (v) => {
        const found = l.surat.get(nameKey(String(v)));
        return found === undefined ? M.suratUnknown : found === 'ambiguous' ? M.suratAmbiguous : null;
      },
    },
    { key: 'perihal', header: 'Perihal', required: true, validate: maxLength(255) },
    { key: 'isi', header: 'Isi', required: true, validate: maxLength(20000) },
    {
      key: 'tanggal',
      header: 'Tanggal',
      type: 'date',
      required: true,
      validate: (v) => {
        const year = Number(String(v).slice(0, 4));
        return year >= 2000 && year <= 2100 ? null : M.yearRange;
      },
    },
    {
      key: 'kepada',
      header: 'Kepada',
      required: true,
      validate: (v) => {
        const missing = splitKepada(String(v)).find((nama) => typeof l.jabatan.get(nameKey(nama)) !== 'number');
        return missing === undefined ? null : M.kepadaUnknown(missing);
      },
    },
  ];
}

async function runNotadinasImport(ctx: AppContext, job: JobContext<ImportJobData>): Promise<JobOutcome> {
  registerNotadinasApproval();
  const l = await loadLookups(ctx.db);
  return runImport(ctx, job, notadinasImportColumns(l), async (trx, rows) => {
    for (const row of rows) {
      const author = l.author.get(row.npp.trim())!;
      const created = await trx
        .insertInto('notadinas')
        .values({
          token: randomBytes(24).toString('base64url'),
          kantor_id: l.kantor.get(nameKey(row.kantor))!,
          pegawai_id: author.pegawaiId,
          user_id: author.userId!,
          surat_id: l.surat.get(nameKey(row.surat)) as number,
          perihal: row.perihal.trim(),
          isi: row.isi.trim(),
          tanggal: row.tanggal,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const jabatanIds = splitKepada(row.kepada).map((nama) => l.jabatan.get(nameKey(nama)) as number);
      await replaceKepada(trx, created.id, jabatanIds, []);
      await createApproval(trx, {
        type: NOTADINAS_TYPE,
        subjectId: created.id,
        requesterUserId: author.userId!,
        actor: job.data.actor,
      });
    }
    await recordAudit(trx, {
      ...job.data.actor,
      entity: 'notadinas_import',
      entityId: job.jobId,
      after: { rows: rows.length },
    });
  });
}

export function registerNotadinasImportJob(ctx: AppContext): void {
  ctx.jobs.register<ImportJobData>({
    name: NOTADINAS_IMPORT_JOB,
    handler: (job) => runNotadinasImport(ctx, job),
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 15 * 60,
  });
}

export function notadinasTemplate(): Promise<Buffer> {
  return templateWorkbook(
    ['Kantor', 'NPP', 'Jenis Surat', 'Perihal', 'Isi', 'Tanggal', 'Kepada'],
    [['101', '20000001', 'ND', 'Undangan rapat kerja', 'Dengan hormat, …', '02/03/2026', 'Pemimpin Cabang']],
    [
      'Isi data mulai baris 2 pada sheet Data; hanya sheet pertama yang dibaca.',
      'Kantor: kode kantor. NPP: pembuat nota dinas (harus memiliki akun). Jenis Surat: kode atau nama.',
      'Tanggal: DD/MM/YYYY. Kepada: nama jabatan tujuan dari daftar Jabatan Nota Dinas, pisahkan dengan ;',
      'Setiap baris menjadi nota dinas berstatus Draft milik pembuatnya.',
      'Jika satu baris salah, tidak ada data yang disimpan; perbaiki baris yang dilaporkan lalu upload ulang.',
    ],
  );
}

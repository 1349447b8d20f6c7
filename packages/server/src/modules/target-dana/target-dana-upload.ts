/**
 * The funds-target upload (spec /x/nominal, event store_upload): one xlsx of Rekening, NPP, Nominal
 * for a period and type, read inline through the platform importer — every row valid or nothing
 * written (not even the upload row), the row errors answered as a 422. A good file adds its accounts
 * to the period and replaces the nominal of accounts already there that are not yet Approved.
 */
import { MONEY_INPUT_PATTERN, TARGET_DANA_MESSAGES, type TargetDanaUploadAnswer } from '@portal/contracts';
import { sql } from 'kysely';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { validationError } from '../../platform/errors.js';
import { importXlsx, type ImportColumn } from '../../platform/excel/xlsx-import.js';
import { templateWorkbook } from '../jabatan/public.js';
import * as repo from './target-dana.repo.js';

export const UPLOAD_ERRORS = {
  emptyFile: 'File upload wajib diisi',
  invalid: 'Data upload tidak valid, tidak ada data yang disimpan',
  typeUnknown: 'Jenis target tidak ditemukan',
  rekening: 'Rekening harus 6 sampai 20 angka',
  nppUnknown: 'NPP tidak ditemukan atau pegawai tidak aktif',
  noKantor: 'Pegawai belum memiliki kantor',
  amount: 'Nominal harus berupa angka positif dengan paling banyak 2 desimal (contoh 1250000.50)',
  approved: 'Rekening ini sudah Approved pada periode dan jenis tersebut',
  fraud: 'Rekening ini ditandai fraud',
} as const;

/** '1250000', '1250000,5' → '1250000.5'; a spreadsheet double within a millionth of a cent is read as that cent. */
export function amountText(raw: unknown): string | null {
  const text = String(raw)
    .trim()
    .replace(/^(\d+),(\d{1,2})$/, '$1.$2');
  if (MONEY_INPUT_PATTERN.test(text)) return /[1-9]/.test(text) ? text : null;
  if (!/^\d{1,16}\.\d{3,}$/.test(text)) return null;
  const value = Number(text);
  const cents = Math.round(value * 100);
  if (!Number.isSafeInteger(cents) || cents <= 0 || Math.abs(value * 100 - cents) > 1e-6) return null;
  return value.toFixed(2);
}

const nppOf = (raw: unknown) => {
  const text = String(raw).trim();
  return /^\d{1,7}$/.test(text) ? text.padStart(8, '0') : text;
};
const rekeningOf = (raw: unknown) => String(raw).trim();

interface UploadRow {
  rekening: string;
  npp: string;
  nominal: string;
}

export async function uploadTargets(
  ctx: AppContext,
  p: { tahun: number; bulan: number; typeId: number },
  actor: Actor & { userId: number },
  body: unknown,
): Promise<TargetDanaUploadAnswer> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw validationError({ file: [UPLOAD_ERRORS.emptyFile] });
  const type = (await repo.listTypes(ctx.db)).find((t) => t.id === p.typeId && !t.is_disabled);
  if (!type) throw validationError({ type_id: [UPLOAD_ERRORS.typeUnknown] });

  const [{ rows: pegawai }, { rows: locked }] = await Promise.all([
    sql<{ id: number; npp: string; kantor_id: number | null }>`
      select id, npp, kantor_id from pegawai where is_active`.execute(ctx.db),
    sql<{ rekening: string; approved: boolean; fraud: boolean }>`
      select rekening, bool_or(status_id = 1 and tahun = ${p.tahun} and bulan = ${p.bulan} and type_id = ${p.typeId}) as approved,
             bool_or(is_fraud) as fraud
      from target_dana group by rekening
      having bool_or(is_fraud) or bool_or(status_id = 1 and tahun = ${p.tahun} and bulan = ${p.bulan} and type_id = ${p.typeId})`.execute(
      ctx.db,
    ),
  ]);
  const byNpp = new Map(pegawai.map((r) => [r.npp.trim(), r]));
  const lockedBy = new Map(locked.map((r) => [r.rekening, r]));
  const columns: ImportColumn<UploadRow>[] = [
    {
      key: 'rekening',
      header: 'Rekening',
      aliases: ['No Rekening', 'Nomor Rekening'],
      required: true,
      unique: true,
      validate: (v) => {
        const rek = rekeningOf(v);
        if (!/^\d{6,20}$/.test(rek)) return UPLOAD_ERRORS.rekening;
        const l = lockedBy.get(rek);
        if (l?.fraud) return UPLOAD_ERRORS.fraud;
        return l?.approved ? UPLOAD_ERRORS.approved : null;
      },
    },
    {
      key: 'npp',
      header: 'NPP',
      required: true,
      validate: (v) => {
        const row = byNpp.get(nppOf(v));
        if (!row) return UPLOAD_ERRORS.nppUnknown;
        return row.kantor_id === null ? UPLOAD_ERRORS.noKantor : null;
      },
    },
    {
      key: 'nominal',
      header: 'Nominal',
      aliases: ['Target', 'Jumlah'],
      required: true,
      validate: (v) => (amountText(v) === null ? UPLOAD_ERRORS.amount : null),
    },
  ];

  let uploadId: number | null = null;
  const outcome = await importXlsx<UploadRow>(
    body,
    {
      db: ctx.db,
      columns,
      batchSize: 2000,
      beforeCommit: async (trx, rows) => {
        const { rows: sums } = await sql<{ total: string }>`
          select ${repo.money(sql`sum(nominal)`)} as total from target_dana where upload_id = ${uploadId}`.execute(trx);
        await sql`update target_dana_upload set row_count = ${rows}, total = ${sums[0]!.total}::numeric
                  where id = ${uploadId}`.execute(trx);
        await recordAudit(trx, {
          ...actor,
          entity: 'target_dana_upload',
          entityId: uploadId,
          after: { ...p, rows, total: sums[0]!.total },
        });
      },
    },
    async (trx, rows) => {
      if (uploadId === null) {
        const { rows: created } = await sql<{ id: number }>`
          insert into target_dana_upload (tahun, bulan, type_id, row_count, total, user_id)
          values (${p.tahun}, ${p.bulan}, ${p.typeId}, 0, 0, ${actor.userId}) returning id`.execute(trx);
        uploadId = created[0]!.id;
      }
      const people = rows.map((r) => byNpp.get(nppOf(r.npp))!);
      // One statement per batch; amounts stay decimal strings. Approved accounts were refused above.
      await sql`
        insert into target_dana (upload_id, pegawai_id, kantor_id, type_id, tahun, bulan, rekening, nominal)
        select ${uploadId}, r.pegawai_id, r.kantor_id, ${p.typeId}, ${p.tahun}, ${p.bulan}, r.rekening, r.nominal
        from unnest(${people.map((x) => x.id)}::int[], ${people.map((x) => x.kantor_id!)}::int[],
                    ${rows.map((r) => rekeningOf(r.rekening))}::text[], ${rows.map((r) => amountText(r.nominal)!)}::numeric[])
             as r(pegawai_id, kantor_id, rekening, nominal)
        on conflict (tahun, bulan, type_id, rekening) do update
          set upload_id = excluded.upload_id, pegawai_id = excluded.pegawai_id, kantor_id = excluded.kantor_id,
              nominal = excluded.nominal, status_id = 0, approval_at = null, approval_by = null, note = null,
              updated_at = now()`.execute(trx);
    },
  );
  if (!outcome.ok) {
    const lines = outcome.errors.map((e) => `Baris ${e.row}${e.column ? `, kolom ${e.column}` : ''}: ${e.message}`);
    throw validationError({ file: lines }, UPLOAD_ERRORS.invalid);
  }
  const [row] = await repo.listUploads(ctx.db, { id: uploadId!, limit: 1, offset: 0 });
  return {
    message: TARGET_DANA_MESSAGES.uploaded,
    data: {
      id: row!.id,
      tahun: row!.tahun,
      bulan: row!.bulan,
      type: { id: row!.type_id, nama: row!.type_nama },
      row_count: row!.row_count,
      total: row!.total,
      user_name: row!.user_name,
      created_at: row!.created_at.toISOString(),
    },
  };
}

export function uploadTemplate(): Promise<Buffer> {
  return templateWorkbook(
    ['Rekening', 'NPP', 'Nominal'],
    [['1234567890', '20000001', '25000000.00']],
    [
      'Isi data mulai baris 2 pada sheet Data; hanya sheet pertama yang dibaca. Satu file untuk satu periode dan jenis target.',
      'Rekening: 6 sampai 20 angka, satu rekening hanya satu baris.',
      'NPP: pegawai aktif; kantor diambil dari data pegawai.',
      'Nominal: angka positif, paling banyak 2 desimal, tanpa pemisah ribuan (contoh 1250000.50 atau 1250000,50).',
      'Jika satu baris salah, tidak ada data yang disimpan; perbaiki baris yang dilaporkan lalu upload ulang.',
    ],
  );
}

/**
 * The funds targets' xlsx export (spec /penilaian/target_pegawai_kontrak/export, role 64): every
 * target, newest period first, through jabatan's export job (streamed into storage).
 */
import { TARGET_DANA_STATUS, type TargetDanaStatusId } from '@portal/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import { MONTHS } from '../../platform/domain.js';
import { registerExportJob } from '../jabatan/public.js';
import { listTargets, type TargetDbRow } from './target-dana.repo.js';

export const TARGET_DANA_EXPORT = { jobName: 'target_dana.export', slug: 'target-dana' } as const;
const BATCH = 2000;

export function registerTargetDanaExport(ctx: AppContext): void {
  registerExportJob<TargetDbRow>(ctx, {
    ...TARGET_DANA_EXPORT,
    sheetName: 'Target Dana',
    count: async (c) => (await sql<{ n: number }>`select count(*)::int as n from target_dana`.execute(c.db)).rows[0]!.n,
    rows: async function* (c) {
      for (let offset = 0; ; offset += BATCH) {
        const { rows } = await listTargets(c.db, { all: true }, { limit: BATCH, offset });
        yield* rows;
        if (rows.length < BATCH) return;
      }
    },
    columns: [
      { header: 'No', width: 7, value: (_r, i) => i + 1 },
      { header: 'Tahun', width: 8, value: (r) => r.tahun },
      { header: 'Bulan', width: 12, value: (r) => MONTHS[r.bulan] },
      { header: 'Kantor', width: 28, value: (r) => r.kantor_nama },
      { header: 'NPP', width: 11, value: (r) => (r.npp === '00000000' ? null : r.npp) },
      { header: 'Nama', width: 30, value: (r) => r.pegawai_nama },
      { header: 'Jenis', width: 12, value: (r) => r.type_nama },
      { header: 'Rekening', width: 22, value: (r) => r.rekening },
      // Amounts as numbers (what a spreadsheet sums); PostgreSQL already rounded them to cents.
      { header: 'Nominal', width: 18, numFmt: '#,##0.00', value: (r) => Number(r.nominal) },
      { header: 'Status', width: 12, value: (r) => TARGET_DANA_STATUS[r.status_id as TargetDanaStatusId].nama },
      { header: 'Waktu Approval', width: 20, numFmt: 'dd/mm/yyyy hh:mm', value: (r) => r.approval_at },
      { header: 'Fraud', width: 8, value: (r) => (r.is_fraud ? 'Ya' : 'Tidak') },
    ],
  });
}

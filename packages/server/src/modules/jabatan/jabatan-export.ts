/** /pegawai/jabatan/export: the position register as xlsx (one row per position). */
import type { JabatanRow } from '@portal/contracts';
import type { XlsxExportDefinition } from './xlsx-export-job.js';
import { listJabatan, countJabatan } from './jabatan.repo.js';

const BATCH = 2000;

export const JABATAN_EXPORT: XlsxExportDefinition<JabatanRow> = {
  jobName: 'jabatan.export',
  slug: 'jabatan',
  sheetName: 'Data Jabatan',
  columns: [
    { header: 'ID', width: 8, value: (j) => j.id },
    { header: 'Nama', width: 36, value: (j) => j.nama },
    { header: 'Keterangan', width: 30, value: (j) => j.ket },
    { header: 'Level', width: 18, value: (j) => j.level_nama },
    { header: 'Eselon', width: 14, value: (j) => j.eselon_nama },
    { header: 'Jabatan Atasan', width: 36, value: (j) => j.parent_nama },
    { header: 'Label', width: 16, value: (j) => j.label_nama },
    { header: 'Bidang Tugas', width: 12, value: (j) => (j.is_bidangtugas ? 'Ya' : 'Tidak') },
    { header: 'KPI', width: 8, value: (j) => (j.is_kpi ? 'Ya' : 'Tidak') },
    { header: 'Status', width: 28, value: (j) => (j.is_disabled ? 'Jabatan ini tidak dipakai lagi' : 'Aktif') },
    { header: 'Jumlah Pegawai', width: 14, value: (j) => j.pegawai_count },
  ],
  count: (ctx) => countJabatan(ctx.db, {}),
  async *rows(ctx) {
    for (let offset = 0; ; offset += BATCH) {
      const batch = await listJabatan(ctx.db, { sort: { column: 'id', direction: 'asc' }, limit: BATCH, offset });
      yield* batch;
      if (batch.length < BATCH) return;
    }
  },
};

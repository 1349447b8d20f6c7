/** /pegawai/phk/export: every termination with its employee, type, date, issuer and decree number. */
import type { PhkRow } from '@portal/contracts';
import { excelDate } from '../../platform/excel/xlsx-export.js';
import type { XlsxExportDefinition } from '../jabatan/public.js';
import { countAllPhk, iteratePhk } from './phk.repo.js';

const DATE_FORMAT = 'dd/mm/yyyy';

export const PHK_EXPORT: XlsxExportDefinition<PhkRow> = {
  jobName: 'phk.export',
  slug: 'phk',
  sheetName: 'Data PHK',
  columns: [
    { header: 'No', width: 7, value: (_r, i) => i + 1 },
    { header: 'NPP', width: 11, value: (r) => r.pegawai.npp },
    { header: 'Nama', width: 32, value: (r) => r.nama },
    { header: 'Kantor', width: 28, value: (r) => r.pegawai.kantor?.nama ?? null },
    { header: 'Kategori', width: 28, value: (r) => r.kategori.nama },
    { header: 'Tanggal PHK', width: 13, numFmt: DATE_FORMAT, value: (r) => excelDate(r.tanggal) },
    { header: 'Tahun', width: 8, value: (r) => r.tahun },
    { header: 'Penyelenggara', width: 28, value: (r) => r.penyelenggara },
    { header: 'Nomor SK', width: 24, value: (r) => r.nomor_sk },
    { header: 'Efektif', width: 9, value: (r) => (r.is_effective ? 'Ya' : 'Belum') },
    { header: 'Keterangan', width: 40, value: (r) => r.keterangan },
  ],
  count: (ctx) => countAllPhk(ctx.db),
  rows: (ctx) => iteratePhk(ctx.db, 2000),
};

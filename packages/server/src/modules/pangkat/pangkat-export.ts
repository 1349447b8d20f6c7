/** /pegawai/pangkat/export: every active employee with the current rank and the simulated next rank date. */
import type { PegawaiCurrentPangkatRow } from '@portal/contracts';
import { excelDate } from '../../platform/excel/xlsx-export.js';
import type { XlsxExportDefinition } from '../jabatan/public.js';
import { iterateCurrentPangkat, listCurrentPangkat } from './pangkat.repo.js';
import { PROMOTION_YEARS } from './pangkat.service.js';

const DATE_FORMAT = 'dd/mm/yyyy';

export const PANGKAT_EXPORT: XlsxExportDefinition<PegawaiCurrentPangkatRow> = {
  jobName: 'pangkat.export',
  slug: 'pangkat',
  sheetName: 'Data Pangkat',
  columns: [
    { header: 'No', width: 7, value: (_p, i) => i + 1 },
    { header: 'NPP', width: 11, value: (p) => p.npp },
    { header: 'Nama', width: 32, value: (p) => p.nama },
    { header: 'Pangkat', width: 24, value: (p) => p.pangkat?.nama ?? null },
    {
      header: 'Grade',
      width: 24,
      value: (p) => (p.pangkat ? `${p.pangkat.grade} | ${p.pangkat.corporate_title}` : null),
    },
    { header: 'TMT Pangkat', width: 13, numFmt: DATE_FORMAT, value: (p) => excelDate(p.awal) },
    { header: 'Masa Pangkat (Tahun)', width: 12, value: (p) => p.masa_tahun },
    { header: 'Simulasi Pangkat Berikutnya', width: 16, numFmt: DATE_FORMAT, value: (p) => excelDate(p.next_date) },
  ],
  count: async (ctx) =>
    (await listCurrentPangkat(ctx.db, { event: 'index_simulasi', years: PROMOTION_YEARS, limit: 1, offset: 0 })).total,
  rows: (ctx) => iterateCurrentPangkat(ctx.db, 2000, PROMOTION_YEARS),
};

/** /pegawai/sanksi/export: every sanction with its employee, type, class, period and decree number. */
import type { SanksiRow } from '@portal/contracts';
import { excelDate } from '../../platform/excel/xlsx-export.js';
import type { XlsxExportDefinition } from '../jabatan/public.js';
import { countAllSanksi, iterateSanksi } from './sanksi.repo.js';

const DATE_FORMAT = 'dd/mm/yyyy';

export const SANKSI_EXPORT: XlsxExportDefinition<SanksiRow> = {
  jobName: 'sanksi.export',
  slug: 'sanksi',
  sheetName: 'Data Sanksi',
  columns: [
    { header: 'No', width: 7, value: (_s, i) => i + 1 },
    { header: 'NPP', width: 11, value: (s) => s.pegawai.npp },
    { header: 'Nama', width: 32, value: (s) => s.pegawai.nama },
    { header: 'Kantor', width: 28, value: (s) => s.pegawai.kantor?.nama ?? null },
    { header: 'Jenis Sanksi', width: 28, value: (s) => s.jenis.nama },
    { header: 'Induk', width: 20, value: (s) => s.jenis.parent.nama },
    { header: 'Kelas', width: 12, value: (s) => s.jenis.parent.kelas.nama },
    { header: 'Nomor SK', width: 24, value: (s) => s.nomor_sk },
    { header: 'Tanggal Awal', width: 13, numFmt: DATE_FORMAT, value: (s) => excelDate(s.awal) },
    { header: 'Tanggal Akhir', width: 13, numFmt: DATE_FORMAT, value: (s) => excelDate(s.akhir) },
    { header: 'Berlaku', width: 9, value: (s) => (s.is_active ? 'Ya' : 'Tidak') },
    { header: 'Keterangan', width: 40, value: (s) => s.keterangan },
  ],
  count: (ctx) => countAllSanksi(ctx.db),
  rows: (ctx) => iterateSanksi(ctx.db, 2000),
};

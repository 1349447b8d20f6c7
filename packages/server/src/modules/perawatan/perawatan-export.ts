/** /pegawai/perawatan/export: every claim with its employee, type, place, bill, amount and status. */
import type { NotaDbRow } from './perawatan.repo.js';
import { excelDate } from '../../platform/excel/xlsx-export.js';
import type { XlsxExportDefinition } from '../jabatan/public.js';
import { countAllNota, iterateNota } from './perawatan.repo.js';
import { domain } from '../../platform/domain.js';

const { APPROVAL_STATUS_LABELS } = domain;
const DATE_FORMAT = 'dd/mm/yyyy';

export const PERAWATAN_EXPORT: XlsxExportDefinition<NotaDbRow> = {
  jobName: 'perawatan.export',
  slug: 'perawatan',
  sheetName: 'Data Perawatan',
  columns: [
    { header: 'No', width: 7, value: (_r, i) => i + 1 },
    { header: 'NPP', width: 11, value: (r) => r.pegawai_npp },
    { header: 'Nama', width: 32, value: (r) => r.pegawai_nama },
    { header: 'Kantor', width: 28, value: (r) => r.kantor_nama },
    { header: 'Jenis', width: 20, value: (r) => r.jenis_nama },
    { header: 'Tempat', width: 28, value: (r) => r.rs_tempat_nama },
    { header: 'Golongan', width: 16, value: (r) => r.golongan_nama },
    { header: 'Tanggal Nota', width: 13, numFmt: DATE_FORMAT, value: (r) => excelDate(r.tanggal) },
    { header: 'Nomor Nota', width: 20, value: (r) => r.nomor_nota },
    { header: 'Nominal', width: 16, numFmt: '#,##0.00', value: (r) => Number(r.nominal) },
    { header: 'Status', width: 14, value: (r) => APPROVAL_STATUS_LABELS[r.status] },
    { header: 'Keterangan', width: 40, value: (r) => r.keterangan },
  ],
  count: (ctx) => countAllNota(ctx.db),
  rows: (ctx) => iterateNota(ctx.db, 2000),
};

/** /pegawai/diklat/export: every participation by the event's awal, with the employee and the event. */
import type { DiklatPegawaiRow } from '@portal/contracts';
import { excelDate } from '../../platform/excel/xlsx-export.js';
import type { XlsxExportDefinition } from '../jabatan/public.js';
import { countParticipants, iterateParticipants } from './diklat.repo.js';

const DATE_FORMAT = 'dd/mm/yyyy';

export const DIKLAT_EXPORT: XlsxExportDefinition<DiklatPegawaiRow> = {
  jobName: 'diklat.export',
  slug: 'diklat',
  sheetName: 'Data Diklat',
  columns: [
    { header: 'No', width: 7, value: (_r, i) => i + 1 },
    { header: 'Diklat', width: 40, value: (r) => r.event.nama },
    { header: 'Jenis', width: 8, value: (r) => r.event.jenis_id },
    { header: 'Awal', width: 13, numFmt: DATE_FORMAT, value: (r) => excelDate(r.event.awal) },
    {
      header: 'Akhir',
      width: 13,
      numFmt: DATE_FORMAT,
      value: (r) => (r.event.akhir ? excelDate(r.event.akhir) : null),
    },
    { header: 'NPP', width: 11, value: (r) => r.pegawai.npp },
    { header: 'Nama', width: 32, value: (r) => r.pegawai.nama },
    { header: 'Jabatan', width: 28, value: (r) => r.jabatan },
    { header: 'Kantor', width: 28, value: (r) => r.pegawai.kantor?.nama ?? null },
    { header: 'Keterangan', width: 40, value: (r) => r.keterangan },
  ],
  count: (ctx) => countParticipants(ctx.db),
  rows: (ctx) => iterateParticipants(ctx.db, 2000),
};

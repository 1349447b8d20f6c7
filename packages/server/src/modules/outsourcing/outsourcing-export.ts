/** /outsourcing/export: every worker on the register with their position and last contract. */
import type { OutsourcingRow } from '@portal/contracts';
import { excelDate } from '../../platform/excel/xlsx-export.js';
import type { XlsxExportDefinition } from '../jabatan/public.js';
import { countWorkers, iterateWorkers } from './outsourcing.repo.js';

const DATE_FORMAT = 'dd/mm/yyyy';
const STATUS = { berlaku: 'Berlaku', akan_berakhir: 'Akan berakhir', berakhir: 'Berakhir' } as const;

export const OUTSOURCING_EXPORT: XlsxExportDefinition<OutsourcingRow> = {
  jobName: 'outsourcing.export',
  slug: 'outsourcing',
  sheetName: 'Data Outsourcing',
  columns: [
    { header: 'No', width: 7, value: (_r, i) => i + 1 },
    { header: 'Nama', width: 32, value: (r) => r.nama },
    { header: 'NIK', width: 20, value: (r) => r.nik },
    { header: 'Jabatan', width: 24, value: (r) => r.jabatan?.nama ?? null },
    { header: 'Jenis Kontrak', width: 20, value: (r) => r.kontrak_akhir?.jenis.nama ?? null },
    { header: 'Kantor', width: 28, value: (r) => r.kontrak_akhir?.kantor.nama ?? null },
    { header: 'Perusahaan', width: 28, value: (r) => r.kontrak_akhir?.perusahaan ?? null },
    { header: 'Nomor Kontrak', width: 24, value: (r) => r.kontrak_akhir?.nomor ?? null },
    {
      header: 'Awal Kontrak',
      width: 13,
      numFmt: DATE_FORMAT,
      value: (r) => (r.kontrak_akhir ? excelDate(r.kontrak_akhir.awal) : null),
    },
    {
      header: 'Akhir Kontrak',
      width: 13,
      numFmt: DATE_FORMAT,
      value: (r) => (r.kontrak_akhir ? excelDate(r.kontrak_akhir.akhir) : null),
    },
    { header: 'Status Kontrak', width: 15, value: (r) => (r.kontrak_akhir ? STATUS[r.kontrak_akhir.status] : null) },
  ],
  count: (ctx) => countWorkers(ctx.db),
  rows: (ctx) => iterateWorkers(ctx.db, 2000),
};

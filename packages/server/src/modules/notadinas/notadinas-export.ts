/** Memo export (/pegawai/notadinas/export, role 57): an xlsx job of every memo, through the shared export job. */
import { domain } from '../../platform/domain.js';
import type { AppContext } from '../../platform/context.js';
import { excelDate } from '../../platform/excel/xlsx-export.js';
import type { XlsxExportDefinition } from '../jabatan/public.js';
import { allNotadinas, type NotadinasDbRow } from './notadinas.repo.js';

const { APPROVAL_STATUS_LABELS } = domain;

export const NOTADINAS_EXPORT: XlsxExportDefinition<NotadinasDbRow> = {
  jobName: 'notadinas.export',
  slug: 'notadinas',
  sheetName: 'Nota Dinas',
  columns: [
    { header: 'No', width: 7, value: (_r, i) => i + 1 },
    { header: 'Nomor', width: 24, value: (r) => r.nomor },
    { header: 'Tanggal', width: 13, numFmt: 'dd/mm/yyyy', value: (r) => excelDate(r.tanggal) },
    { header: 'Kantor', width: 28, value: (r) => r.kantor_nama },
    { header: 'Pembuat', width: 28, value: (r) => r.pegawai_nama },
    { header: 'Jenis Surat', width: 20, value: (r) => r.surat_nama },
    { header: 'Perihal', width: 40, value: (r) => r.perihal },
    { header: 'Status', width: 20, value: (r) => APPROVAL_STATUS_LABELS[r.status] },
  ],
  count: async (ctx: AppContext) =>
    Number(
      (
        await ctx.db
          .selectFrom('notadinas')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  rows: (ctx: AppContext) => allNotadinas(ctx.db),
};

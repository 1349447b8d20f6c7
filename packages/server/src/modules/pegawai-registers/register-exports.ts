/** /pegawai/family/export and /pegawai/pendidikan/export: every record with its employee, as xlsx jobs. */
import type { FamilyRegisterRow, PendidikanRegisterRow } from '@portal/contracts';
import { excelDate } from '../../platform/excel/xlsx-export.js';
import type { XlsxExportDefinition } from '../jabatan/public.js';
import { countFamily, iterateFamily } from './family.repo.js';
import { countPendidikan, iteratePendidikan } from './pendidikan.repo.js';

const BATCH = 2000;

export const FAMILY_EXPORT: XlsxExportDefinition<FamilyRegisterRow> = {
  jobName: 'family.export',
  slug: 'keluarga',
  sheetName: 'Data Keluarga',
  columns: [
    { header: 'No', width: 7, value: (_r, i) => i + 1 },
    { header: 'NPP', width: 11, value: (r) => r.pegawai.npp },
    { header: 'Nama Pegawai', width: 32, value: (r) => r.pegawai.nama },
    { header: 'Kantor', width: 28, value: (r) => r.pegawai.kantor?.nama ?? null },
    { header: 'Nama Anggota Keluarga', width: 32, value: (r) => r.nama },
    { header: 'Hubungan', width: 12, value: (r) => r.hubungan },
    { header: 'Status Tanggungan', width: 18, value: (r) => r.status },
    { header: 'Tanggal Lahir', width: 13, numFmt: 'dd/mm/yyyy', value: (r) => excelDate(r.tanggal_lahir) },
    { header: 'Tahun', width: 8, value: (r) => r.tahun },
    { header: 'Keterangan', width: 40, value: (r) => r.keterangan },
  ],
  count: (ctx) => countFamily(ctx.db),
  rows: (ctx) => iterateFamily(ctx.db, BATCH),
};

export const PENDIDIKAN_EXPORT: XlsxExportDefinition<PendidikanRegisterRow> = {
  jobName: 'pendidikan.export',
  slug: 'pendidikan',
  sheetName: 'Data Pendidikan',
  columns: [
    { header: 'No', width: 7, value: (_r, i) => i + 1 },
    { header: 'NPP', width: 11, value: (r) => r.pegawai.npp },
    { header: 'Nama Pegawai', width: 32, value: (r) => r.pegawai.nama },
    { header: 'Kantor', width: 28, value: (r) => r.pegawai.kantor?.nama ?? null },
    { header: 'Jenjang', width: 9, value: (r) => r.jenjang },
    { header: 'Institusi', width: 36, value: (r) => r.institusi },
    { header: 'Jurusan', width: 28, value: (r) => r.jurusan },
    { header: 'Tahun Lulus', width: 11, value: (r) => r.tahun },
    { header: 'Keterangan', width: 40, value: (r) => r.keterangan },
  ],
  count: (ctx) => countPendidikan(ctx.db),
  rows: (ctx) => iteratePendidikan(ctx.db, BATCH),
};

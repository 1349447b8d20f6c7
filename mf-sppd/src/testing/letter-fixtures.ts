// Fixtures of the nota dinas and SKMD component tests: rows and details as the server answers them.
import type { ApprovalAction, ApprovalStatus } from '@portal/domain';
import type { NotadinasDetail, NotadinasRow, SkmdDetail, SkmdRow } from '@portal/contracts';
import { approvalView } from '@portal/design-system/testing';
import { paged } from './test-utils';

export function notadinasRow(patch: Partial<NotadinasRow> = {}): NotadinasRow {
  return {
    id: 5,
    token: 'tok-nd-5',
    kantor_id: 4,
    kantor_nama: 'Cabang Bandung',
    pegawai_id: 11,
    pegawai_nama: 'Ani Lestari',
    surat_id: 1,
    surat_nama: 'Nota Dinas',
    perihal: 'Undangan rapat kerja',
    tanggal: '2026-03-02',
    nomor: null,
    status: 'draft',
    status_label: 'Draft',
    is_myturn: false,
    created_at: '2026-03-02T03:00:00.000Z',
    ...patch,
  };
}

export function notadinasDetail(
  patch: Partial<NotadinasDetail> = {},
  allowed: ApprovalAction[] = [],
  status: ApprovalStatus = patch.status ?? 'draft',
): NotadinasDetail {
  return {
    ...notadinasRow({ status }),
    isi: 'Dengan hormat, mohon hadir.',
    kepada: [{ jabatan_id: 3, pegawai_id: null, nama: 'Pemimpin Cabang' }],
    files: [],
    approval: approvalView(status, allowed),
    can_edit: status === 'draft',
    ...patch,
  };
}

export const notadinasList = (rows: NotadinasRow[], unapproved = 0) => ({ ...paged(rows), unapproved });

export function skmdRow(patch: Partial<SkmdRow> = {}): SkmdRow {
  return {
    id: 9,
    token: 'tok-skmd-9',
    pegawai_id: 11,
    pegawai_nama: 'Ani Lestari',
    pegawai_npp: '30000001',
    kantor_id: 4,
    kantor_nama: 'Cabang Bandung',
    tahun: 2026,
    bulan: 3,
    skmd: { uraian_tugas: 'Melayani nasabah', tempat_tugas: 'Bandung' },
    nomor: null,
    diterbitkan_at: null,
    status: 'draft',
    status_label: 'Draft',
    is_myturn: false,
    files_count: 0,
    created_at: '2026-03-02T03:00:00.000Z',
    ...patch,
  };
}

export function skmdDetail(patch: Partial<SkmdDetail> = {}, allowed: ApprovalAction[] = []): SkmdDetail {
  const status = patch.status ?? 'draft';
  return {
    ...skmdRow({ status }),
    files: [],
    approval: approvalView(status, allowed),
    can_edit: status === 'draft',
    can_issue: false,
    ...patch,
  };
}

export const skmdList = (rows: SkmdRow[], unapproved = 0) => ({ ...paged(rows), unapproved });

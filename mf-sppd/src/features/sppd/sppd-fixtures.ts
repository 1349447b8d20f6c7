/** Row builders of the SPPD component tests and stories (answers shaped like packages/contracts/src/sppd.ts). */
import type { ApprovalAction, ApprovalStatus } from '@portal/domain';
import { approvalView } from '@portal/design-system/testing';
import type { SppdDetail, SppdListAnswer, SppdPejalan, SppdRow } from '@portal/contracts';

export function sppdRow(patch: Partial<SppdRow> = {}): SppdRow {
  return {
    id: 7,
    token: 'tok-7',
    kantor_id: 4,
    kantor_nama: 'KC Bandung',
    pegawai_id: 11,
    pegawai_nama: 'Ani Lestari',
    jenis_id: 1,
    jenis_nama: 'Dinas Luar Kota',
    wilayah_id: 2,
    wilayah_nama: 'Jawa',
    kendaraan_id: null,
    kendaraan_nama: null,
    parent_id: null,
    keperluan: 'Audit cabang',
    tujuan: 'Surabaya',
    tanggal_mulai: '2026-05-04',
    tanggal_selesai: '2026-05-06',
    hari: 3,
    status: 'draft',
    status_label: 'Draft',
    is_myturn: false,
    pejalan_count: 1,
    bukti_count: 0,
    total_biaya: '1500000.00',
    biaya_pending: '1500000.00',
    created_at: '2026-04-20T03:00:00.000Z',
    ...patch,
  };
}

export function pejalan(patch: Partial<SppdPejalan> = {}): SppdPejalan {
  return {
    id: 21,
    jenis_pejalan: 'pegawai',
    pegawai_id: 11,
    nama: 'Ani Lestari',
    level_id: 1,
    level_nama: 'Staf',
    mitra_jabatan_id: null,
    mitra_jabatan_nama: null,
    total_biaya: '1500000.00',
    ...patch,
  };
}

export function sppdDetail(
  patch: Partial<SppdDetail> = {},
  allowed: ApprovalAction[] = ['request', 'cancel'],
  status: ApprovalStatus = 'draft',
): SppdDetail {
  return {
    ...sppdRow({ status }),
    pejalan: [pejalan()],
    bukti: [],
    attachments: [],
    sisa_anggaran: '48500000.00',
    can_edit: status === 'draft',
    approval: approvalView(status, allowed, { secondStep: 'Admin SPPD' }),
    ...patch,
  };
}

export function sppdList(rows: SppdRow[], unapproved = 0): SppdListAnswer {
  return {
    data: rows,
    current_page: 1,
    per_page: 10,
    from: rows.length ? 1 : null,
    to: rows.length ? rows.length : null,
    total: rows.length,
    last_page: 1,
    unapproved,
  };
}

// Test data of the KPI feature: rows as the server's contract (packages/contracts/src/kpi.ts) shapes them.
import type { ApprovalAction } from '@portal/domain';
import { approvalView } from '@portal/design-system/testing';
import type { KpiEventPegawaiDetail, KpiEventPegawaiRow, KpiPenilaianRow, KpiResumeRow } from '@portal/contracts';

export function eventPegawaiRow(patch: Partial<KpiEventPegawaiRow> = {}): KpiEventPegawaiRow {
  return {
    id: 7,
    token: 'tok-7',
    event_id: 3,
    event_nama: 'Penilaian Semester I',
    periode_id: 2,
    periode_nama: '2026 Semester I',
    pegawai_id: 11,
    pegawai_nama: 'Ani Lestari',
    pegawai_npp: '00012345',
    jabatan_nama: 'Staf Pemasaran',
    kantor_nama: 'Kantor Cabang Bandung',
    skor: '87.50',
    status: 'menunggu',
    is_myturn: false,
    is_invalid: false,
    created_at: '2026-03-05T02:00:00.000Z',
    ...patch,
  };
}

export function penilaianRow(patch: Partial<KpiPenilaianRow> = {}): KpiPenilaianRow {
  return {
    id: 1,
    indikator_id: 21,
    indikator_nama: 'Penghimpunan dana',
    satuan: 'Rupiah (juta)',
    perspektif_id: 1,
    perspektif_nama: 'Keuangan',
    polaritas: 'higher',
    bobot: '60.00',
    target: '100.0000',
    realisasi: '95.0000',
    realisasi_atasan: null,
    capaian: '95.00',
    nilai: '57.00',
    ...patch,
  };
}

export const PENILAIAN: KpiPenilaianRow[] = [
  penilaianRow(),
  penilaianRow({
    id: 2,
    indikator_id: 22,
    indikator_nama: 'Keluhan nasabah',
    satuan: 'Kasus',
    perspektif_id: 2,
    perspektif_nama: 'Pelanggan',
    polaritas: 'lower',
    bobot: '40.00',
    target: '5.0000',
    realisasi: '4.0000',
    capaian: '120.00',
    nilai: '30.50',
  }),
];

/** A KPI detail; `allowed` are the caller's approval actions (the server's approval.allowed_actions). */
export function kpiDetail(
  patch: Partial<KpiEventPegawaiDetail> = {},
  allowed: ApprovalAction[] = [],
): KpiEventPegawaiDetail {
  return {
    ...eventPegawaiRow({ status: 'draft', skor: '87.50' }),
    catatan: null,
    penilaian: PENILAIAN,
    can_save: false,
    can_save_score: false,
    approval: approvalView('draft', allowed, { status_label: 'Draft', secondStep: 'Admin KPI' }),
    ...patch,
  };
}

export function resumeRow(patch: Partial<KpiResumeRow> = {}): KpiResumeRow {
  return {
    periode_id: 2,
    periode_nama: '2026 Semester I',
    pegawai_id: 11,
    pegawai_nama: 'Ani Lestari',
    pegawai_npp: '00012345',
    kantor_id: 5,
    kantor_nama: 'Kantor Cabang Bandung',
    jabatan_nama: 'Staf Pemasaran',
    event_pegawai_token: 'tok-7',
    skor: '87.50',
    pengurang: '2.50',
    score: '85.00',
    nilai: 4,
    predikat: 'Baik',
    status: 'disetujui',
    ...patch,
  };
}

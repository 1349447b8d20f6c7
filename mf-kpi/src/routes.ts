/**
 * mf-kpi route table: performance (/penilaian, /penilaian/kpi/*, /kpi/:token), contract staff
 * targets (/penilaian/target_pegawai_kontrak/*) and workload analysis (/pegawai/wla/*).
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Loaded eagerly by the shell: keep it data only (pages get a lazy `load` when they are built).
 */
import type { PortalRoute } from '@portal/domain';

const KINERJA = 'Penilaian Kinerja';

const kpiAdmin = { hasRolesId: [64] }; // "/penilaian/kpi (64 unless noted)"
const employeeNot8or52 = { hasRolesId: [10], doesntHaveRolesId: [8, 52] };
const developer = { hasRolesId: [63] };

export const routes: PortalRoute[] = [
  // Group page
  { path: '/penilaian', name: 'penilaian.index', meta: { title: 'Penilaian Kinerja', ...employeeNot8or52, menu: { group: KINERJA } } },

  // KPI administration (64)
  { path: '/penilaian/kpi/target', name: 'penilaian.kpi.target', meta: { title: 'Target KPI', ...kpiAdmin, menu: { group: KINERJA } } },
  { path: '/penilaian/kpi/resume', name: 'penilaian.kpi.resume', meta: { title: 'Resume KPI', ...kpiAdmin, menu: { group: KINERJA } } },
  { path: '/penilaian/kpi/rules', name: 'penilaian.kpi.rules', meta: { title: 'Aturan KPI', ...kpiAdmin, menu: { group: KINERJA } } },
  { path: '/penilaian/kpi/options', name: 'penilaian.kpi.options', meta: { title: 'Opsi KPI', ...kpiAdmin, menu: { group: KINERJA } } },
  { path: '/penilaian/kpi/perspektif', name: 'penilaian.kpi.perspektif', meta: { title: 'Perspektif KPI', ...kpiAdmin, menu: { group: KINERJA } } },
  { path: '/penilaian/kpi/indikator', name: 'penilaian.kpi.indikator', meta: { title: 'Indikator KPI', ...kpiAdmin, menu: { group: KINERJA } } },
  { path: '/penilaian/kpi/indikator_jabatan', name: 'penilaian.kpi.indikatorJabatan', meta: { title: 'Indikator Jabatan', ...kpiAdmin, menu: { group: KINERJA } } },
  { path: '/penilaian/kpi/indikator_jabatan_non', name: 'penilaian.kpi.indikatorJabatanNon', meta: { title: 'Indikator Non Jabatan', ...kpiAdmin, menu: { group: KINERJA } } },
  { path: '/penilaian/kpi/config', name: 'penilaian.kpi.config', meta: { title: 'Konfigurasi KPI', ...kpiAdmin, menu: { group: KINERJA } } },
  { path: '/penilaian/kpi/punishment', name: 'penilaian.kpi.punishment', meta: { title: 'Punishment', ...kpiAdmin, menu: { group: KINERJA } } },
  { path: '/penilaian/kpi/punishment_pegawai_type', name: 'penilaian.kpi.punishmentPegawaiType', meta: { title: 'Jenis Punishment Pegawai', ...kpiAdmin, menu: { group: KINERJA } } },
  { path: '/penilaian/kpi/punishment_pegawai', name: 'penilaian.kpi.punishmentPegawai', meta: { title: 'Punishment Pegawai', ...kpiAdmin, menu: { group: KINERJA } } },
  // The menu opens the event list with the invalid-only filter off.
  { path: '/penilaian/kpi/event', name: 'penilaian.kpi.event', meta: { title: 'Event KPI', ...kpiAdmin, menu: { group: KINERJA, query: { is_invalid: 0 } } } },
  { path: '/penilaian/kpi/periode', name: 'penilaian.kpi.periode', meta: { title: 'Periode KPI', ...kpiAdmin, menu: { group: KINERJA } } },
  { path: '/penilaian/kpi/export', name: 'penilaian.kpi.export', meta: { title: 'Ekspor KPI', ...kpiAdmin, menu: { group: KINERJA } } },
  // No role of its own in the spec, so the group default (64) applies.
  { path: '/penilaian/kpi/event_pegawai/:token', name: 'penilaian.kpi.eventPegawai.show', meta: { title: 'Detail Event KPI Pegawai', ...kpiAdmin, menu: false } },
  { path: '/penilaian/kpi/flowchart', name: 'penilaian.kpi.flowchart', meta: { title: 'Flowchart KPI', hasRolesId: [1], menu: { group: KINERJA } } },

  // KPI for every employee
  { path: '/penilaian/kpi/event_pegawai', name: 'penilaian.kpi.eventPegawai.index', meta: { title: 'Event KPI Pegawai', ...employeeNot8or52, menu: { group: KINERJA } } },
  { path: '/penilaian/kpi/periode_pegawai', name: 'penilaian.kpi.periodePegawai', meta: { title: 'Periode KPI Pegawai', menu: { group: KINERJA } } },
  { path: '/kpi/:token', name: 'kpi.show', meta: { title: 'Detail KPI', menu: false } },

  // Contract staff targets
  { path: '/penilaian/target_pegawai_kontrak', name: 'penilaian.targetPegawaiKontrak.index', meta: { title: 'Target Pegawai Kontrak', doesntHaveRolesId: [8, 52], menu: { group: KINERJA } } },
  { path: '/penilaian/target_pegawai_kontrak/belum_upload', name: 'penilaian.targetPegawaiKontrak.belumUpload', meta: { title: 'Target Belum Upload', doesntHaveRolesId: [8, 52], menu: { group: KINERJA } } },
  { path: '/penilaian/target_pegawai_kontrak/register', name: 'penilaian.targetPegawaiKontrak.register', meta: { title: 'Upload', hasRolesId: [50, 51, 64], menu: { group: KINERJA, label: 'Upload Target Pegawai Kontrak' } } },
  { path: '/penilaian/target_pegawai_kontrak/cek_saldo', name: 'penilaian.targetPegawaiKontrak.cekSaldo', meta: { title: 'Cek Saldo', hasRolesId: [63, 50, 51, 64], menu: { group: KINERJA } } },
  { path: '/penilaian/target_pegawai_kontrak/cek_target', name: 'penilaian.targetPegawaiKontrak.cekTarget', meta: { title: 'Cek Target', hasRolesId: [50, 64], menu: { group: KINERJA } } },
  { path: '/penilaian/target_pegawai_kontrak/export', name: 'penilaian.targetPegawaiKontrak.export', meta: { title: 'Ekspor Target Pegawai Kontrak', hasRolesId: [64], menu: { group: KINERJA } } },

  // Workload analysis (WLA): spreadsheet-style pages for admin-development (63)
  { path: '/pegawai/wla', name: 'pegawai.wla.index', meta: { title: 'Analisis Beban Kerja', ...developer, fluid: true, menu: { group: KINERJA, label: 'WLA' } } },
  { path: '/pegawai/wla/:id', name: 'pegawai.wla.show', meta: { title: 'Detail Analisis Beban Kerja', ...developer, fluid: true, menu: false } },
  { path: '/pegawai/wla/activities', name: 'pegawai.wla.activities', meta: { title: 'Aktivitas WLA', ...developer, menu: { group: KINERJA } } },
  { path: '/pegawai/wla/kantor', name: 'pegawai.wla.kantor', meta: { title: 'WLA per Kantor', ...developer, menu: { group: KINERJA } } },
  { path: '/pegawai/wla/pegawaiJabatan', name: 'pegawai.wla.pegawaiJabatan', meta: { title: 'WLA Jabatan Pegawai', ...developer, menu: { group: KINERJA } } },
  { path: '/pegawai/wla/export', name: 'pegawai.wla.export', meta: { title: 'Ekspor WLA', hasRolesId: [57], menu: { group: KINERJA } } },
];

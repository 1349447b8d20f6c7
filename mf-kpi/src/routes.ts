/**
 * mf-kpi route table: performance (/penilaian, /penilaian/kpi/*, /kpi/:token), contract staff
 * targets (/penilaian/target_pegawai_kontrak/*) and workload analysis (/pegawai/wla/*).
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Run at build time to publish it as routes.json (the shell reads that, not this code): keep it
 * data only; built pages get a lazy `load` (their own chunk), loaded when the page is opened.
 */
import { POLICY, type PortalRoute } from '@portal/domain';

const KINERJA = 'Penilaian Kinerja';

export const routes: PortalRoute[] = [
  // Group page
  {
    path: '/penilaian',
    name: 'penilaian.index',
    meta: { policy: POLICY.employeeServices, title: 'Penilaian Kinerja', menu: { group: KINERJA } },
  },

  // KPI administration (64)
  {
    path: '/penilaian/kpi/target',
    name: 'penilaian.kpi.target',
    meta: { policy: POLICY.manageKpi, title: 'Target KPI', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/kpi/resume',
    name: 'penilaian.kpi.resume',
    meta: { policy: POLICY.manageKpi, title: 'Resume KPI', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/kpi/rules',
    name: 'penilaian.kpi.rules',
    meta: { policy: POLICY.manageKpi, title: 'Aturan KPI', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/kpi/options',
    name: 'penilaian.kpi.options',
    meta: { policy: POLICY.manageKpi, title: 'Opsi KPI', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/kpi/perspektif',
    name: 'penilaian.kpi.perspektif',
    meta: { policy: POLICY.manageKpi, title: 'Perspektif KPI', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/kpi/indikator',
    name: 'penilaian.kpi.indikator',
    meta: { policy: POLICY.manageKpi, title: 'Indikator KPI', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/kpi/indikator_jabatan',
    name: 'penilaian.kpi.indikatorJabatan',
    meta: { policy: POLICY.manageKpi, title: 'Indikator Jabatan', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/kpi/indikator_jabatan_non',
    name: 'penilaian.kpi.indikatorJabatanNon',
    meta: { policy: POLICY.manageKpi, title: 'Indikator Non Jabatan', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/kpi/config',
    name: 'penilaian.kpi.config',
    meta: { policy: POLICY.manageKpi, title: 'Konfigurasi KPI', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/kpi/punishment',
    name: 'penilaian.kpi.punishment',
    meta: { policy: POLICY.manageKpi, title: 'Punishment', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/kpi/punishment_pegawai_type',
    name: 'penilaian.kpi.punishmentPegawaiType',
    meta: { policy: POLICY.manageKpi, title: 'Jenis Punishment Pegawai', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/kpi/punishment_pegawai',
    name: 'penilaian.kpi.punishmentPegawai',
    meta: { policy: POLICY.manageKpi, title: 'Punishment Pegawai', menu: { group: KINERJA } },
  },
  // The menu opens the event list with the invalid-only filter off.
  {
    path: '/penilaian/kpi/event',
    name: 'penilaian.kpi.event',
    meta: { policy: POLICY.manageKpi, title: 'Event KPI', menu: { group: KINERJA, query: { is_invalid: 0 } } },
  },
  {
    path: '/penilaian/kpi/periode',
    name: 'penilaian.kpi.periode',
    meta: { policy: POLICY.manageKpi, title: 'Periode KPI', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/kpi/export',
    name: 'penilaian.kpi.export',
    meta: { policy: POLICY.manageKpi, title: 'Ekspor KPI', menu: { group: KINERJA } },
  },
  // No role of its own in the spec, so the group default (64) applies.
  {
    path: '/penilaian/kpi/event_pegawai/:token',
    name: 'penilaian.kpi.eventPegawai.show',
    meta: { policy: POLICY.manageKpi, title: 'Detail Event KPI Pegawai', menu: false },
  },
  {
    path: '/penilaian/kpi/flowchart',
    name: 'penilaian.kpi.flowchart',
    meta: { policy: POLICY.superAdmin, title: 'Flowchart KPI', menu: { group: KINERJA } },
  },

  // KPI for every employee
  {
    path: '/penilaian/kpi/event_pegawai',
    name: 'penilaian.kpi.eventPegawai.index',
    meta: { policy: POLICY.employeeServices, title: 'Event KPI Pegawai', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/kpi/periode_pegawai',
    name: 'penilaian.kpi.periodePegawai',
    meta: { title: 'Periode KPI Pegawai', menu: { group: KINERJA } },
  },
  { path: '/kpi/:token', name: 'kpi.show', meta: { title: 'Detail KPI', menu: false } },

  // Contract staff targets
  {
    path: '/penilaian/target_pegawai_kontrak',
    name: 'penilaian.targetPegawaiKontrak.index',
    meta: { policy: POLICY.servicesUnrestricted, title: 'Target Pegawai Kontrak', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/target_pegawai_kontrak/belum_upload',
    name: 'penilaian.targetPegawaiKontrak.belumUpload',
    meta: { policy: POLICY.servicesUnrestricted, title: 'Target Belum Upload', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/target_pegawai_kontrak/register',
    name: 'penilaian.targetPegawaiKontrak.register',
    meta: {
      policy: POLICY.uploadFundsTargets,
      title: 'Upload',
      menu: { group: KINERJA, label: 'Upload Target Pegawai Kontrak' },
    },
  },
  {
    path: '/penilaian/target_pegawai_kontrak/cek_saldo',
    name: 'penilaian.targetPegawaiKontrak.cekSaldo',
    meta: { policy: POLICY.checkFundsBalance, title: 'Cek Saldo', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/target_pegawai_kontrak/cek_target',
    name: 'penilaian.targetPegawaiKontrak.cekTarget',
    meta: { policy: POLICY.checkFundsTargets, title: 'Cek Target', menu: { group: KINERJA } },
  },
  {
    path: '/penilaian/target_pegawai_kontrak/export',
    name: 'penilaian.targetPegawaiKontrak.export',
    meta: { policy: POLICY.manageKpi, title: 'Ekspor Target Pegawai Kontrak', menu: { group: KINERJA } },
  },

  // Workload analysis (WLA): spreadsheet-style pages for admin-development (63)
  {
    path: '/pegawai/wla',
    name: 'pegawai.wla.index',
    meta: {
      policy: POLICY.developer,
      title: 'Analisis Beban Kerja',
      fluid: true,
      menu: { group: KINERJA, label: 'WLA' },
    },
  },
  {
    path: '/pegawai/wla/:id',
    name: 'pegawai.wla.show',
    meta: { policy: POLICY.developer, title: 'Detail Analisis Beban Kerja', fluid: true, menu: false },
  },
  {
    path: '/pegawai/wla/activities',
    name: 'pegawai.wla.activities',
    meta: { policy: POLICY.developer, title: 'Aktivitas WLA', menu: { group: KINERJA } },
  },
  {
    path: '/pegawai/wla/kantor',
    name: 'pegawai.wla.kantor',
    meta: { policy: POLICY.developer, title: 'WLA per Kantor', menu: { group: KINERJA } },
  },
  {
    path: '/pegawai/wla/pegawaiJabatan',
    name: 'pegawai.wla.pegawaiJabatan',
    meta: { policy: POLICY.developer, title: 'WLA Jabatan Pegawai', menu: { group: KINERJA } },
  },
  {
    path: '/pegawai/wla/export',
    name: 'pegawai.wla.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor WLA', menu: { group: KINERJA } },
  },
];

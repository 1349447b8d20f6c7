/**
 * Performance appraisal (spec section 2 /penilaian/kpi/*, /kpi/:token); src/routes.ts composes it into
 * the remote's table. Paths, names and meta follow the spec exactly; each built page is its own chunk
 * (the master data pages are one component, MasterDataPage, with a per-entity description).
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KINERJA } from '../../menu-groups';

export const kpiRoutes: PortalRoute[] = [
  // KPI administration (64)
  {
    path: '/penilaian/kpi/target',
    name: 'penilaian.kpi.target',
    meta: { policy: POLICY.manageKpi, title: 'Target KPI', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-kpi-target" */ './master/pages/TargetPage'),
  },
  {
    path: '/penilaian/kpi/resume',
    name: 'penilaian.kpi.resume',
    meta: { policy: POLICY.manageKpi, title: 'Resume KPI', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-kpi-resume" */ './pages/KpiResumePage'),
  },
  {
    path: '/penilaian/kpi/rules',
    name: 'penilaian.kpi.rules',
    meta: { policy: POLICY.manageKpi, title: 'Aturan KPI', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-kpi-rules" */ './master/pages/RulesPage'),
  },
  {
    path: '/penilaian/kpi/options',
    name: 'penilaian.kpi.options',
    meta: { policy: POLICY.manageKpi, title: 'Opsi KPI', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-kpi-options" */ './master/pages/OptionsPage'),
  },
  {
    path: '/penilaian/kpi/perspektif',
    name: 'penilaian.kpi.perspektif',
    meta: { policy: POLICY.manageKpi, title: 'Perspektif KPI', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-kpi-perspektif" */ './master/pages/PerspektifPage'),
  },
  {
    path: '/penilaian/kpi/indikator',
    name: 'penilaian.kpi.indikator',
    meta: { policy: POLICY.manageKpi, title: 'Indikator KPI', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-kpi-indikator" */ './master/pages/IndikatorPage'),
  },
  {
    path: '/penilaian/kpi/indikator_jabatan',
    name: 'penilaian.kpi.indikatorJabatan',
    meta: { policy: POLICY.manageKpi, title: 'Indikator Jabatan', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-kpi-indikator-jabatan" */ './master/pages/IndikatorJabatanPage'),
  },
  {
    path: '/penilaian/kpi/indikator_jabatan_non',
    name: 'penilaian.kpi.indikatorJabatanNon',
    meta: { policy: POLICY.manageKpi, title: 'Indikator Non Jabatan', menu: { group: KINERJA } },
    load: () =>
      import(/* webpackChunkName: "page-kpi-indikator-jabatan-non" */ './master/pages/IndikatorJabatanNonPage'),
  },
  {
    path: '/penilaian/kpi/config',
    name: 'penilaian.kpi.config',
    meta: { policy: POLICY.manageKpi, title: 'Konfigurasi KPI', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-kpi-config" */ './master/pages/ConfigPage'),
  },
  {
    path: '/penilaian/kpi/punishment',
    name: 'penilaian.kpi.punishment',
    meta: { policy: POLICY.manageKpi, title: 'Punishment', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-kpi-punishment" */ './master/pages/PunishmentPage'),
  },
  {
    path: '/penilaian/kpi/punishment_pegawai_type',
    name: 'penilaian.kpi.punishmentPegawaiType',
    meta: { policy: POLICY.manageKpi, title: 'Jenis Punishment Pegawai', menu: { group: KINERJA } },
    load: () =>
      import(/* webpackChunkName: "page-kpi-punishment-pegawai-type" */ './master/pages/PunishmentPegawaiTypePage'),
  },
  {
    path: '/penilaian/kpi/punishment_pegawai',
    name: 'penilaian.kpi.punishmentPegawai',
    meta: { policy: POLICY.manageKpi, title: 'Punishment Pegawai', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-kpi-punishment-pegawai" */ './master/pages/PunishmentPegawaiPage'),
  },
  // The menu opens the event list with the invalid-only filter off.
  {
    path: '/penilaian/kpi/event',
    name: 'penilaian.kpi.event',
    meta: { policy: POLICY.manageKpi, title: 'Event KPI', menu: { group: KINERJA, query: { is_invalid: 0 } } },
    load: () => import(/* webpackChunkName: "page-kpi-event" */ './pages/KpiEventPage'),
  },
  {
    path: '/penilaian/kpi/periode',
    name: 'penilaian.kpi.periode',
    meta: { policy: POLICY.manageKpi, title: 'Periode KPI', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-kpi-periode" */ './master/pages/PeriodePage'),
  },
  {
    path: '/penilaian/kpi/export',
    name: 'penilaian.kpi.export',
    meta: { policy: POLICY.manageKpi, title: 'Ekspor KPI', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-kpi-export" */ './pages/KpiExportPage'),
  },
  // No role of its own in the spec, so the group default (64) applies.
  {
    path: '/penilaian/kpi/event_pegawai/:token',
    name: 'penilaian.kpi.eventPegawai.show',
    meta: { policy: POLICY.manageKpi, title: 'Detail Event KPI Pegawai', menu: false },
    load: () => import(/* webpackChunkName: "page-kpi-detail" */ './pages/KpiDetailPage'),
  },
  {
    path: '/penilaian/kpi/flowchart',
    name: 'penilaian.kpi.flowchart',
    meta: { policy: POLICY.superAdmin, title: 'Flowchart KPI', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-kpi-flowchart" */ './pages/KpiFlowchartPage'),
  },

  // KPI for every employee
  {
    path: '/penilaian/kpi/event_pegawai',
    name: 'penilaian.kpi.eventPegawai.index',
    meta: { policy: POLICY.employeeServices, title: 'Event KPI Pegawai', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-kpi-event-pegawai" */ './pages/EventPegawaiPage'),
  },
  {
    path: '/penilaian/kpi/periode_pegawai',
    name: 'penilaian.kpi.periodePegawai',
    meta: { title: 'Periode KPI Pegawai', menu: { group: KINERJA } },
    load: () => import(/* webpackChunkName: "page-kpi-periode-pegawai" */ './pages/PeriodePegawaiPage'),
  },
  {
    path: '/kpi/:token',
    name: 'kpi.show',
    meta: { title: 'Detail KPI', menu: false },
    load: () => import(/* webpackChunkName: "page-kpi-detail" */ './pages/KpiDetailPage'),
  },
];

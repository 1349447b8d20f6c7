/**
 * mf-absen route table: attendance (/absen/*), leave and permits (/pegawai/izin/*, /izin/:token).
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Run at build time to publish it as routes.json (the shell reads that, not this code): keep it
 * data only; built pages get a lazy `load` (their own chunk), loaded when the page is opened.
 */
import { POLICY, type PortalRoute } from '@portal/domain';

const ABSENSI = 'Absensi & Cuti';

export const routes: PortalRoute[] = [
  // Attendance for everyone
  {
    path: '/absen',
    name: 'absen.index',
    meta: { title: 'Rekap Absensi', menu: { group: ABSENSI } },
    load: () => import(/* webpackChunkName: "page-absen-index" */ './features/absen/pages/AbsenIndexPage'),
  },
  {
    path: '/absen/libur',
    name: 'absen.libur',
    meta: { title: 'Hari Libur', menu: { group: ABSENSI } },
    load: () => import(/* webpackChunkName: "page-absen-libur" */ './features/libur/pages/LiburPage'),
  },
  {
    path: '/absen/calendar',
    name: 'absen.calendar',
    meta: { title: 'Kalender Absensi', menu: { group: ABSENSI } },
    load: () => import(/* webpackChunkName: "page-absen-calendar" */ './features/absen/pages/AbsenCalendarPage'),
  },
  // Reads the query dateStart, dateEnd and pegawaiId.
  {
    path: '/absen/activity',
    name: 'absen.activity',
    meta: { title: 'Aktivitas Absensi', menu: { group: ABSENSI } },
    load: () => import(/* webpackChunkName: "page-absen-activity" */ './features/absen/pages/AbsenActivityPage'),
  },

  // Requests to delete an attendance record (the list filters on is_myturn)
  {
    path: '/absen/delete/request',
    name: 'absen.deleteRequest.index',
    meta: { policy: POLICY.employee, title: 'Pengajuan Hapus Absen', menu: { group: ABSENSI } },
    load: () =>
      import(
        /* webpackChunkName: "page-absen-delete-request" */ './features/absen-delete-request/pages/DeleteRequestListPage'
      ),
  },
  {
    path: '/absen/delete/request/:id',
    name: 'absen.deleteRequest.show',
    meta: { title: 'Detail Pengajuan Hapus Absen', menu: false },
    load: () =>
      import(
        /* webpackChunkName: "page-absen-delete-request-show" */ './features/absen-delete-request/pages/DeleteRequestDetailPage'
      ),
  },

  // Employee gate (10)
  {
    path: '/absen/report',
    name: 'absen.report',
    meta: { policy: POLICY.employee, title: 'Laporan Absensi', menu: { group: ABSENSI } },
    load: () => import(/* webpackChunkName: "page-absen-report" */ './features/absen-reports/pages/AbsenReportPage'),
  },
  // Health declarations (spec /general/covid has no page of its own; ADR 0017).
  {
    path: '/absen/covid',
    name: 'absen.covid',
    meta: { policy: POLICY.employee, title: 'Laporan Kesehatan', menu: { group: ABSENSI } },
    load: () => import(/* webpackChunkName: "page-absen-covid" */ './features/covid/pages/CovidPage'),
  },
  {
    path: '/absen/akumulasi',
    name: 'absen.akumulasi',
    meta: { policy: POLICY.employee, title: 'Akumulasi Absensi', menu: { group: ABSENSI } },
    load: () =>
      import(/* webpackChunkName: "page-absen-akumulasi" */ './features/absen-reports/pages/AbsenAkumulasiPage'),
  },
  // Reads the query kantorAbsenId, kantorIndukId and isWithAllKantor.
  {
    path: '/absen/mobile',
    name: 'absen.mobile',
    meta: { policy: POLICY.employee, title: 'Absen Mobile', menu: { group: ABSENSI } },
    load: () => import(/* webpackChunkName: "page-absen-mobile" */ './features/absen/pages/AbsenMobilePage'),
  },
  {
    path: '/absen/kantor',
    name: 'absen.kantor',
    meta: { policy: POLICY.employee, title: 'Absensi per Kantor', menu: { group: ABSENSI } },
    load: () => import(/* webpackChunkName: "page-absen-kantor" */ './features/absen/pages/AbsenKantorPage'),
  },

  // Attendance administration (59, 9)
  {
    path: '/absen/deleted',
    name: 'absen.deleted',
    meta: { policy: POLICY.restoreDeletedAttendance, title: 'Absen Terhapus', menu: { group: ABSENSI } },
    load: () => import(/* webpackChunkName: "page-absen-deleted" */ './features/absen-reports/pages/AbsenDeletedPage'),
  },
  {
    path: '/absen/exclude/pegawai',
    name: 'absen.exclude.pegawai',
    meta: { policy: POLICY.manageAttendanceRegisters, title: 'Pengecualian Pegawai', menu: { group: ABSENSI } },
    load: () =>
      import(
        /* webpackChunkName: "page-absen-exclude-pegawai" */ './features/absen-registers/pages/ExcludePegawaiPage'
      ),
  },
  {
    path: '/absen/exclude/kantor',
    name: 'absen.exclude.kantor',
    meta: { policy: POLICY.manageAttendanceRegisters, title: 'Pengecualian Kantor', menu: { group: ABSENSI } },
    load: () =>
      import(/* webpackChunkName: "page-absen-exclude-kantor" */ './features/absen-registers/pages/ExcludeKantorPage'),
  },
  {
    path: '/absen/dispensasi',
    name: 'absen.dispensasi',
    meta: { policy: POLICY.manageAttendanceRegisters, title: 'Dispensasi', menu: { group: ABSENSI } },
    load: () =>
      import(/* webpackChunkName: "page-absen-dispensasi" */ './features/absen-registers/pages/DispensasiPage'),
  },
  {
    path: '/absen/dispensasi_jabatan',
    name: 'absen.dispensasiJabatan',
    meta: { policy: POLICY.manageAttendanceRegisters, title: 'Dispensasi Jabatan', menu: { group: ABSENSI } },
    load: () =>
      import(
        /* webpackChunkName: "page-absen-dispensasi-jabatan" */ './features/absen-registers/pages/DispensasiJabatanPage'
      ),
  },
  {
    path: '/absen/kantorTemporer',
    name: 'absen.kantorTemporer',
    meta: { policy: POLICY.manageAttendanceRegisters, title: 'Kantor Temporer', menu: { group: ABSENSI } },
    load: () =>
      import(
        /* webpackChunkName: "page-absen-kantor-temporer" */ './features/absen-registers/pages/KantorTemporerPage'
      ),
  },
  {
    path: '/absen/export',
    name: 'absen.export',
    meta: { policy: POLICY.exportAttendance, title: 'Ekspor Absensi', menu: { group: ABSENSI } },
    load: () => import(/* webpackChunkName: "page-absen-export" */ './features/absen-reports/pages/AbsenExportPage'),
  },
  {
    path: '/absen/double',
    name: 'absen.double',
    meta: { policy: POLICY.fixDoubleAttendance, title: 'Absen Ganda', menu: { group: ABSENSI } },
    load: () => import(/* webpackChunkName: "page-absen-double" */ './features/absen-reports/pages/AbsenDoublePage'),
  },

  // Leave and permits (izin)
  {
    path: '/pegawai/izin',
    name: 'pegawai.izin.index',
    meta: { policy: POLICY.requestLeave, title: 'Daftar Izin & Cuti', menu: { group: ABSENSI } },
    load: () => import(/* webpackChunkName: "page-izin-index" */ './features/izin/pages/IzinIndexPage'),
  },
  {
    path: '/pegawai/izin/:token',
    name: 'pegawai.izin.show',
    meta: { title: 'Detail Izin', menu: false },
    load: () => import(/* webpackChunkName: "page-izin-detail" */ './features/izin/pages/IzinDetailPage'),
  },
  {
    path: '/pegawai/izin/calendar',
    name: 'pegawai.izin.calendar',
    meta: { title: 'Kalender Izin & Cuti', menu: { group: ABSENSI } },
    load: () => import(/* webpackChunkName: "page-izin-calendar" */ './features/izin/pages/IzinCalendarPage'),
  },
  {
    path: '/pegawai/izin/info',
    name: 'pegawai.izin.info',
    meta: { title: 'Informasi Cuti', menu: { group: ABSENSI } },
    load: () => import(/* webpackChunkName: "page-izin-info" */ './features/izin/pages/IzinInfoPage'),
  },
  {
    path: '/pegawai/izin/export',
    name: 'pegawai.izin.export',
    meta: { policy: POLICY.exportLeave, title: 'Ekspor Izin', menu: { group: ABSENSI } },
    load: () => import(/* webpackChunkName: "page-izin-export" */ './features/izin/pages/IzinExportPage'),
  },
  {
    path: '/izin/:token',
    name: 'izin.show',
    meta: { title: 'Detail Izin', menu: false },
    load: () => import(/* webpackChunkName: "page-izin-show" */ './features/izin/pages/IzinDetailPage'),
  },
];

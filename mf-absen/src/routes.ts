/**
 * mf-absen route table: attendance (/absen/*), leave and permits (/pegawai/izin/*, /izin/:token).
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Loaded eagerly by the shell: keep it data only (pages get a lazy `load` when they are built).
 */
import type { PortalRoute } from '@portal/domain';

const ABSENSI = 'Absensi & Cuti';
const absenAdmin = [59, 9]; // "(all 59, 9)" in the spec

export const routes: PortalRoute[] = [
  // Attendance for everyone
  { path: '/absen', name: 'absen.index', meta: { title: 'Rekap Absensi', menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-index" */ './features/absen/pages/AbsenIndexPage') },
  { path: '/absen/libur', name: 'absen.libur', meta: { title: 'Hari Libur', menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-libur" */ './features/libur/pages/LiburPage') },
  { path: '/absen/calendar', name: 'absen.calendar', meta: { title: 'Kalender Absensi', menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-calendar" */ './features/absen/pages/AbsenCalendarPage') },
  // Reads the query dateStart, dateEnd and pegawaiId.
  { path: '/absen/activity', name: 'absen.activity', meta: { title: 'Aktivitas Absensi', menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-activity" */ './features/absen/pages/AbsenActivityPage') },

  // Requests to delete an attendance record (the list filters on is_myturn)
  { path: '/absen/delete/request', name: 'absen.deleteRequest.index', meta: { title: 'Pengajuan Hapus Absen', hasRolesId: [10], menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-delete-request" */ './features/absen-delete-request/pages/DeleteRequestListPage') },
  { path: '/absen/delete/request/:id', name: 'absen.deleteRequest.show', meta: { title: 'Detail Pengajuan Hapus Absen', menu: false }, load: () => import(/* webpackChunkName: "page-absen-delete-request-show" */ './features/absen-delete-request/pages/DeleteRequestDetailPage') },

  // Employee gate (10)
  { path: '/absen/report', name: 'absen.report', meta: { title: 'Laporan Absensi', hasRolesId: [10], menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-report" */ './features/absen-reports/pages/AbsenReportPage') },
  // Health declarations (spec /general/covid has no page of its own; ADR 0017).
  { path: '/absen/covid', name: 'absen.covid', meta: { title: 'Laporan Kesehatan', hasRolesId: [10], menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-covid" */ './features/covid/pages/CovidPage') },
  { path: '/absen/akumulasi', name: 'absen.akumulasi', meta: { title: 'Akumulasi Absensi', hasRolesId: [10], menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-akumulasi" */ './features/absen-reports/pages/AbsenAkumulasiPage') },
  // Reads the query kantorAbsenId, kantorIndukId and isWithAllKantor.
  { path: '/absen/mobile', name: 'absen.mobile', meta: { title: 'Absen Mobile', hasRolesId: [10], menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-mobile" */ './features/absen/pages/AbsenMobilePage') },
  { path: '/absen/kantor', name: 'absen.kantor', meta: { title: 'Absensi per Kantor', hasRolesId: [10], menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-kantor" */ './features/absen/pages/AbsenKantorPage') },

  // Attendance administration (59, 9)
  { path: '/absen/deleted', name: 'absen.deleted', meta: { title: 'Absen Terhapus', hasRolesId: absenAdmin, menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-deleted" */ './features/absen-reports/pages/AbsenDeletedPage') },
  { path: '/absen/exclude/pegawai', name: 'absen.exclude.pegawai', meta: { title: 'Pengecualian Pegawai', hasRolesId: absenAdmin, menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-exclude-pegawai" */ './features/absen-registers/pages/ExcludePegawaiPage') },
  { path: '/absen/exclude/kantor', name: 'absen.exclude.kantor', meta: { title: 'Pengecualian Kantor', hasRolesId: absenAdmin, menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-exclude-kantor" */ './features/absen-registers/pages/ExcludeKantorPage') },
  { path: '/absen/dispensasi', name: 'absen.dispensasi', meta: { title: 'Dispensasi', hasRolesId: absenAdmin, menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-dispensasi" */ './features/absen-registers/pages/DispensasiPage') },
  { path: '/absen/dispensasi_jabatan', name: 'absen.dispensasiJabatan', meta: { title: 'Dispensasi Jabatan', hasRolesId: absenAdmin, menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-dispensasi-jabatan" */ './features/absen-registers/pages/DispensasiJabatanPage') },
  { path: '/absen/kantorTemporer', name: 'absen.kantorTemporer', meta: { title: 'Kantor Temporer', hasRolesId: absenAdmin, menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-kantor-temporer" */ './features/absen-registers/pages/KantorTemporerPage') },
  { path: '/absen/export', name: 'absen.export', meta: { title: 'Ekspor Absensi', hasRolesId: [1, 59, 9, 4, 57], menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-export" */ './features/absen-reports/pages/AbsenExportPage') },
  { path: '/absen/double', name: 'absen.double', meta: { title: 'Absen Ganda', hasRolesId: [1], menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-absen-double" */ './features/absen-reports/pages/AbsenDoublePage') },

  // Leave and permits (izin)
  { path: '/pegawai/izin', name: 'pegawai.izin.index', meta: { title: 'Daftar Izin & Cuti', doesntHaveRolesId: [8, 52], menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-izin-index" */ './features/izin/pages/IzinIndexPage') },
  { path: '/pegawai/izin/:token', name: 'pegawai.izin.show', meta: { title: 'Detail Izin', menu: false }, load: () => import(/* webpackChunkName: "page-izin-detail" */ './features/izin/pages/IzinDetailPage') },
  { path: '/pegawai/izin/calendar', name: 'pegawai.izin.calendar', meta: { title: 'Kalender Izin & Cuti', menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-izin-calendar" */ './features/izin/pages/IzinCalendarPage') },
  { path: '/pegawai/izin/info', name: 'pegawai.izin.info', meta: { title: 'Informasi Cuti', menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-izin-info" */ './features/izin/pages/IzinInfoPage') },
  { path: '/pegawai/izin/export', name: 'pegawai.izin.export', meta: { title: 'Ekspor Izin', hasRolesId: [1, 57, 59, 58, 4], menu: { group: ABSENSI } }, load: () => import(/* webpackChunkName: "page-izin-export" */ './features/izin/pages/IzinExportPage') },
  { path: '/izin/:token', name: 'izin.show', meta: { title: 'Detail Izin', menu: false }, load: () => import(/* webpackChunkName: "page-izin-show" */ './features/izin/pages/IzinDetailPage') },
];

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
  { path: '/absen', name: 'absen.index', meta: { title: 'Rekap Absensi', menu: { group: ABSENSI } } },
  { path: '/absen/libur', name: 'absen.libur', meta: { title: 'Hari Libur', menu: { group: ABSENSI } } },
  { path: '/absen/calendar', name: 'absen.calendar', meta: { title: 'Kalender Absensi', menu: { group: ABSENSI } } },
  // Reads the query dateStart, dateEnd and pegawaiId.
  { path: '/absen/activity', name: 'absen.activity', meta: { title: 'Aktivitas Absensi', menu: { group: ABSENSI } } },

  // Requests to delete an attendance record (the list filters on is_myturn)
  { path: '/absen/delete/request', name: 'absen.deleteRequest.index', meta: { title: 'Pengajuan Hapus Absen', hasRolesId: [10], menu: { group: ABSENSI } } },
  { path: '/absen/delete/request/:id', name: 'absen.deleteRequest.show', meta: { title: 'Detail Pengajuan Hapus Absen', menu: false } },

  // Employee gate (10)
  { path: '/absen/report', name: 'absen.report', meta: { title: 'Laporan Absensi', hasRolesId: [10], menu: { group: ABSENSI } } },
  { path: '/absen/akumulasi', name: 'absen.akumulasi', meta: { title: 'Akumulasi Absensi', hasRolesId: [10], menu: { group: ABSENSI } } },
  // Reads the query kantorAbsenId, kantorIndukId and isWithAllKantor.
  { path: '/absen/mobile', name: 'absen.mobile', meta: { title: 'Absen Mobile', hasRolesId: [10], menu: { group: ABSENSI } } },
  { path: '/absen/kantor', name: 'absen.kantor', meta: { title: 'Absensi per Kantor', hasRolesId: [10], menu: { group: ABSENSI } } },

  // Attendance administration (59, 9)
  { path: '/absen/deleted', name: 'absen.deleted', meta: { title: 'Absen Terhapus', hasRolesId: absenAdmin, menu: { group: ABSENSI } } },
  { path: '/absen/exclude/pegawai', name: 'absen.exclude.pegawai', meta: { title: 'Pengecualian Pegawai', hasRolesId: absenAdmin, menu: { group: ABSENSI } } },
  { path: '/absen/exclude/kantor', name: 'absen.exclude.kantor', meta: { title: 'Pengecualian Kantor', hasRolesId: absenAdmin, menu: { group: ABSENSI } } },
  { path: '/absen/dispensasi', name: 'absen.dispensasi', meta: { title: 'Dispensasi', hasRolesId: absenAdmin, menu: { group: ABSENSI } } },
  { path: '/absen/dispensasi_jabatan', name: 'absen.dispensasiJabatan', meta: { title: 'Dispensasi Jabatan', hasRolesId: absenAdmin, menu: { group: ABSENSI } } },
  { path: '/absen/kantorTemporer', name: 'absen.kantorTemporer', meta: { title: 'Kantor Temporer', hasRolesId: absenAdmin, menu: { group: ABSENSI } } },
  { path: '/absen/export', name: 'absen.export', meta: { title: 'Ekspor Absensi', hasRolesId: [1, 59, 9, 4, 57], menu: { group: ABSENSI } } },
  { path: '/absen/double', name: 'absen.double', meta: { title: 'Absen Ganda', hasRolesId: [1], menu: { group: ABSENSI } } },

  // Leave and permits (izin)
  { path: '/pegawai/izin', name: 'pegawai.izin.index', meta: { title: 'Daftar Izin & Cuti', doesntHaveRolesId: [8, 52], menu: { group: ABSENSI } } },
  { path: '/pegawai/izin/:token', name: 'pegawai.izin.show', meta: { title: 'Detail Izin', menu: false } },
  { path: '/pegawai/izin/calendar', name: 'pegawai.izin.calendar', meta: { title: 'Kalender Izin & Cuti', menu: { group: ABSENSI } } },
  { path: '/pegawai/izin/info', name: 'pegawai.izin.info', meta: { title: 'Informasi Cuti', menu: { group: ABSENSI } } },
  { path: '/pegawai/izin/export', name: 'pegawai.izin.export', meta: { title: 'Ekspor Izin', hasRolesId: [1, 57, 59, 58, 4], menu: { group: ABSENSI } } },
  { path: '/izin/:token', name: 'izin.show', meta: { title: 'Detail Izin', menu: false } },
];

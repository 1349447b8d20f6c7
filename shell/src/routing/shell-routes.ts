/**
 * The shell's own routes (spec section 2; ARCHITECTURE.md section 2 gives them to the shell).
 *
 * No route here has `load`: the shell attaches its page components by route `name`, so this table
 * stays pure data, shared by the guard and the side menu exactly like a remote's `routes.ts`.
 */
import type { PortalRoute } from '@portal/domain';

const UMUM = 'Umum';
const BANTUAN = 'Bantuan';
const ADMINISTRASI = 'Administrasi';

export const shellRoutes: PortalRoute[] = [
  // Landing, dashboard and the guard's target
  { path: '/home', name: 'home', meta: { title: 'Beranda', menu: { group: UMUM } } },
  { path: '/dashboard', name: 'dashboard.index', meta: { title: 'Dashboard', hasRolesId: [10], menu: { group: UMUM } } },
  { path: '/unauthorized', name: 'unauthorized', meta: { title: 'Akses Ditolak', menu: false } },

  // Users: administration (1 or 66) and every user's own account pages
  { path: '/user', name: 'user.index', meta: { title: 'Daftar Pengguna', hasRolesId: [1, 66], menu: { group: ADMINISTRASI } } },
  { path: '/user/roles', name: 'user.roles', meta: { title: 'Role Pengguna', hasRolesId: [1, 66], menu: { group: ADMINISTRASI } } },
  { path: '/user/verification', name: 'user.verification', meta: { title: 'Verifikasi Pengguna', hasRolesId: [1], menu: { group: ADMINISTRASI } } },
  { path: '/user/online', name: 'user.online', meta: { title: 'Pengguna Online', menu: { group: ADMINISTRASI } } },
  // Audit viewer: who changed what and when (GET /api/general/logs answers only roles 1 and 63 too).
  { path: '/user/logs', name: 'user.logs', meta: { title: 'Log Aktivitas', hasRolesId: [1, 63], menu: { group: ADMINISTRASI } } },
  // Any user; the default-password rule holds the user here until the password is changed.
  { path: '/user/profile', name: 'user.profile', meta: { title: 'Profil Saya', menu: { group: UMUM } } },
  { path: '/user/passwordReset', name: 'user.passwordReset', meta: { title: 'Reset Password', menu: false } },

  // Help and guidelines
  { path: '/faq', name: 'faq.index', meta: { title: 'FAQ', hasRolesId: [10], doesntHaveRolesId: [8], menu: { group: BANTUAN } } },
  { path: '/guidelines', name: 'guidelines.index', meta: { title: 'Pedoman', hasRolesId: [57], menu: { group: BANTUAN } } },
  { path: '/guidelines/sdm', name: 'guidelines.sdm', meta: { title: 'Pedoman SDM', hasRolesId: [57], menu: false } },
  { path: '/guidelines/programmer', name: 'guidelines.programmer', meta: { title: 'Pedoman Programmer', hasRolesId: [57], menu: false } },

  // Developer pages (admin-development role 63)
  { path: '/dev', name: 'dev.index', meta: { title: 'Developer', hasRolesId: [63], menu: { group: ADMINISTRASI } } },
  { path: '/diagram', name: 'diagram.index', meta: { title: 'Diagram', hasRolesId: [63], menu: { group: ADMINISTRASI } } },
];

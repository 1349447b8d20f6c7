/**
 * The shell's own routes (spec section 2; ARCHITECTURE.md section 2 gives them to the shell).
 *
 * No route here has `load`: the shell attaches its page components by route `name`, so this table
 * stays pure data, shared by the guard and the side menu exactly like a remote's `routes.ts`.
 */
import { POLICY, type PortalRoute } from '@portal/domain';

const UMUM = 'Umum';
const BANTUAN = 'Bantuan';
const ADMINISTRASI = 'Administrasi';

export const shellRoutes: PortalRoute[] = [
  // Landing, dashboard and the guard's target
  { path: '/home', name: 'home', meta: { title: 'Beranda', menu: { group: UMUM } } },
  {
    path: '/dashboard',
    name: 'dashboard.index',
    meta: { policy: POLICY.employee, title: 'Dashboard', menu: { group: UMUM } },
  },
  { path: '/unauthorized', name: 'unauthorized', meta: { title: 'Akses Ditolak', menu: false } },

  // Users: administration (1 or 66) and every user's own account pages
  {
    path: '/user',
    name: 'user.index',
    meta: { policy: POLICY.manageUsers, title: 'Daftar Pengguna', menu: { group: ADMINISTRASI } },
  },
  {
    path: '/user/roles',
    name: 'user.roles',
    meta: { policy: POLICY.manageUsers, title: 'Role Pengguna', menu: { group: ADMINISTRASI } },
  },
  {
    path: '/user/verification',
    name: 'user.verification',
    meta: { policy: POLICY.superAdmin, title: 'Verifikasi Pengguna', menu: { group: ADMINISTRASI } },
  },
  {
    path: '/user/online',
    name: 'user.online',
    meta: { policy: POLICY.manageUsers, title: 'Pengguna Online', menu: { group: ADMINISTRASI } },
  },
  // Audit viewer: who changed what and when (GET /api/general/logs answers only roles 1 and 63 too).
  {
    path: '/user/logs',
    name: 'user.logs',
    meta: { policy: POLICY.readAuditLog, title: 'Log Aktivitas', menu: { group: ADMINISTRASI } },
  },
  // Any user; the default-password rule holds the user here until the password is changed.
  { path: '/user/profile', name: 'user.profile', meta: { title: 'Profil Saya', menu: { group: UMUM } } },
  {
    path: '/user/passwordReset',
    name: 'user.passwordReset',
    meta: { policy: POLICY.manageUsers, title: 'Reset Password', menu: { group: ADMINISTRASI } },
  },

  // Help and guidelines
  {
    path: '/faq',
    name: 'faq.index',
    meta: { policy: POLICY.employeeUnrestricted, title: 'FAQ', menu: { group: BANTUAN } },
  },
  {
    path: '/guidelines',
    name: 'guidelines.index',
    meta: { policy: POLICY.hrAdmin, title: 'Pedoman', menu: { group: BANTUAN } },
  },
  {
    path: '/guidelines/sdm',
    name: 'guidelines.sdm',
    meta: { policy: POLICY.hrAdmin, title: 'Pedoman SDM', menu: false },
  },
  {
    path: '/guidelines/programmer',
    name: 'guidelines.programmer',
    meta: { policy: POLICY.hrAdmin, title: 'Pedoman Programmer', menu: false },
  },

  // Developer pages (admin-development role 63)
  {
    path: '/dev',
    name: 'dev.index',
    meta: { policy: POLICY.developer, title: 'Developer', menu: { group: ADMINISTRASI } },
  },
  {
    path: '/diagram',
    name: 'diagram.index',
    meta: { policy: POLICY.developer, title: 'Diagram', menu: { group: ADMINISTRASI } },
  },
];

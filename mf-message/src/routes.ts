/**
 * mf-message route table: mailbox and broadcasts (/message/*), tasks, worksheets, surveys, learning,
 * helpdesk and the WhatsApp webhook viewer.
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Run at build time to publish it as routes.json (the shell reads that, not this code): keep it
 * data only; built pages get a lazy `load` (their own chunk), loaded when the page is opened.
 *
 * Built features own their routes (features/<feature>/routes.ts); the order here is the side menu's order.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { mailRoutes } from './features/mail/routes';
import { KOMUNIKASI, TUGAS } from './menu-groups';

export const routes: PortalRoute[] = [
  // Internal mailbox, notifications and the public info channel (any signed-in user unless noted)
  ...mailRoutes,
  {
    path: '/message/officer',
    name: 'message.officer',
    meta: { title: 'Pesan ke Petugas', menu: { group: KOMUNIKASI } },
  },
  {
    path: '/message/notification',
    name: 'message.notification',
    meta: { title: 'Notifikasi', menu: { group: KOMUNIKASI } },
  },
  {
    path: '/message/link',
    name: 'message.link.index',
    meta: { policy: POLICY.useLinks, title: 'Tautan Informasi', menu: { group: KOMUNIKASI } },
    load: () => import(/* webpackChunkName: "link-list" */ './features/link/pages/LinkListPage'),
  },
  {
    path: '/message/link/:id',
    name: 'message.link.show',
    meta: { title: 'Detail Tautan Informasi', menu: false },
    load: () => import(/* webpackChunkName: "link-detail" */ './features/link/pages/LinkDetailPage'),
  },
  {
    path: '/message/infobank',
    name: 'message.infobank',
    meta: { policy: POLICY.manageInfoBoard, title: 'Info Bank', menu: { group: KOMUNIKASI } },
  },
  {
    path: '/message/broadcast',
    name: 'message.broadcast',
    meta: { policy: POLICY.manageInfoBoard, title: 'Broadcast', menu: { group: KOMUNIKASI } },
  },

  // Helpdesk and the WhatsApp (Ultramsg) webhook viewer
  {
    path: '/helpdesk/index',
    name: 'helpdesk.index',
    meta: { policy: POLICY.developer, title: 'Helpdesk', menu: { group: KOMUNIKASI } },
  },
  {
    path: '/webhook_whatsapp',
    name: 'webhookWhatsapp.index',
    meta: { policy: POLICY.developer, title: 'Ultramsg', menu: { group: KOMUNIKASI } },
  },
  {
    path: '/webhook_whatsapp/inbox',
    name: 'webhookWhatsapp.inbox',
    meta: { policy: POLICY.developer, title: 'Kotak Masuk WhatsApp', menu: { group: KOMUNIKASI } },
  },

  // Tasks and worksheets
  {
    path: '/task',
    name: 'task.index',
    meta: { policy: POLICY.developer, title: 'Daftar Tugas', menu: { group: TUGAS } },
  },
  {
    path: '/task/calendar',
    name: 'task.calendar',
    meta: { policy: POLICY.developer, title: 'Kalender Tugas', menu: { group: TUGAS } },
  },
  { path: '/task/show', name: 'task.show', meta: { title: 'Detail Tugas', menu: false } },
  {
    path: '/pegawai/worksheet',
    name: 'pegawai.worksheet.index',
    meta: { policy: POLICY.developer, title: 'Worksheet', menu: { group: TUGAS } },
  },
  {
    path: '/pegawai/worksheet/dashboard',
    name: 'pegawai.worksheet.dashboard',
    meta: { policy: POLICY.developer, title: 'Dashboard Worksheet', menu: { group: TUGAS } },
  },
  {
    path: '/pegawai/worksheet/tugas',
    name: 'pegawai.worksheet.tugas',
    meta: { policy: POLICY.developer, title: 'Tugas Worksheet', menu: { group: TUGAS } },
  },
  {
    path: '/pegawai/worksheet/kantor',
    name: 'pegawai.worksheet.kantor',
    meta: { policy: POLICY.developer, title: 'Worksheet per Kantor', menu: { group: TUGAS } },
  },

  // Surveys and learning
  {
    path: '/survey',
    name: 'survey.index',
    meta: { policy: POLICY.developer, title: 'Survei', menu: { group: TUGAS } },
  },
  {
    path: '/learning',
    name: 'learning.index',
    meta: { policy: POLICY.developer, title: 'Pembelajaran', menu: { group: TUGAS } },
  },
  {
    path: '/learning/quiz/index',
    name: 'learning.quiz.index',
    meta: { policy: POLICY.developer, title: 'Kuis', menu: { group: TUGAS } },
  },
  {
    path: '/learning/materi/index',
    name: 'learning.materi.index',
    meta: { policy: POLICY.developer, title: 'Materi Pembelajaran', menu: { group: TUGAS } },
  },
];

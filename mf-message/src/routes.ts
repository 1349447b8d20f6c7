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
import { whatsappRoutes } from './features/whatsapp/routes';
import { taskRoutes } from './features/task/routes';
import { helpdeskRoutes } from './features/helpdesk/routes';
import { worksheetRoutes } from './features/worksheet/routes';
import { learningEmployeeRoutes, learningManageRoutes } from './features/learning/routes';
import { surveyRoutes } from './features/survey/routes';
import { KOMUNIKASI, TUGAS } from './menu-groups';

export const routes: PortalRoute[] = [
  // Internal mailbox, notifications and the public info channel (any signed-in user unless noted)
  ...mailRoutes,
  {
    path: '/message/officer',
    name: 'message.officer',
    meta: { title: 'Pesan ke Petugas', menu: { group: KOMUNIKASI } },
    load: () => import(/* webpackChunkName: "officer-list" */ './features/officer/pages/OfficerPage'),
  },
  {
    path: '/message/notification',
    name: 'message.notification',
    meta: { title: 'Notifikasi', menu: { group: KOMUNIKASI } },
    load: () => import(/* webpackChunkName: "notification-list" */ './features/notification/pages/NotificationPage'),
  },
  {
    path: '/message/notification/all',
    name: 'message.notification.all',
    meta: { policy: POLICY.readAllNotifications, title: 'Semua Notifikasi', menu: { group: KOMUNIKASI } },
    load: () =>
      import(/* webpackChunkName: "notification-admin" */ './features/notification/pages/NotificationAdminPage'),
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
    load: () => import(/* webpackChunkName: "infobank" */ './features/infobank/pages/InfobankPage'),
  },
  {
    path: '/message/broadcast',
    name: 'message.broadcast',
    meta: { policy: POLICY.manageInfoBoard, title: 'Broadcast', menu: { group: KOMUNIKASI } },
    load: () => import(/* webpackChunkName: "broadcast" */ './features/broadcast/pages/BroadcastPage'),
  },

  // Helpdesk and the WhatsApp (Ultramsg) webhook viewer
  ...helpdeskRoutes,
  ...whatsappRoutes,

  // Tasks and worksheets
  ...taskRoutes,
  ...worksheetRoutes,

  // Surveys and learning
  ...surveyRoutes,
  {
    path: '/learning',
    name: 'learning.index',
    meta: { policy: POLICY.developer, title: 'Pembelajaran', menu: { group: TUGAS } },
  },
  ...learningManageRoutes,
  ...learningEmployeeRoutes,
];

/**
 * mf-message route table: mailbox and broadcasts (/message/*), tasks, worksheets, surveys, learning,
 * helpdesk and the WhatsApp webhook viewer.
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Loaded eagerly by the shell: keep it data only; pages are lazy `load` imports.
 */
import type { PortalRoute } from '@portal/domain';

const KOMUNIKASI = 'Komunikasi';
const TUGAS = 'Tugas & Pembelajaran';

const developer = { hasRolesId: [63] }; // admin-development
const infoAdmin = { hasRolesId: [7] };

export const routes: PortalRoute[] = [
  // Internal mailbox, notifications and the public info channel (any signed-in user unless noted)
  { path: '/message/inbox', name: 'message.inbox', meta: { title: 'Kotak Masuk', menu: { group: KOMUNIKASI } } },
  { path: '/message/outbox', name: 'message.outbox', meta: { title: 'Kotak Keluar', menu: { group: KOMUNIKASI } } },
  { path: '/message/trash', name: 'message.trash', meta: { title: 'Pesan Terhapus', menu: { group: KOMUNIKASI } } },
  { path: '/message/mail', name: 'message.mail', meta: { title: 'Tulis Pesan', menu: { group: KOMUNIKASI } } },
  { path: '/message/officer', name: 'message.officer', meta: { title: 'Pesan ke Petugas', menu: { group: KOMUNIKASI } } },
  { path: '/message/notification', name: 'message.notification', meta: { title: 'Notifikasi', menu: { group: KOMUNIKASI } } },
  {
    path: '/message/link',
    name: 'message.link.index',
    meta: { title: 'Tautan Informasi', hasRolesId: [10], doesntHaveRolesId: [8], menu: { group: KOMUNIKASI } },
    load: () => import(/* webpackChunkName: "link-list" */ './features/link/pages/LinkListPage'),
  },
  {
    path: '/message/link/:id',
    name: 'message.link.show',
    meta: { title: 'Detail Tautan Informasi', menu: false },
    load: () => import(/* webpackChunkName: "link-detail" */ './features/link/pages/LinkDetailPage'),
  },
  { path: '/message/infobank', name: 'message.infobank', meta: { title: 'Info Bank', ...infoAdmin, menu: { group: KOMUNIKASI } } },
  { path: '/message/broadcast', name: 'message.broadcast', meta: { title: 'Broadcast', ...infoAdmin, menu: { group: KOMUNIKASI } } },

  // Helpdesk and the WhatsApp (Ultramsg) webhook viewer
  { path: '/helpdesk/index', name: 'helpdesk.index', meta: { title: 'Helpdesk', ...developer, menu: { group: KOMUNIKASI } } },
  { path: '/webhook_whatsapp', name: 'webhookWhatsapp.index', meta: { title: 'Ultramsg', ...developer, menu: { group: KOMUNIKASI } } },
  { path: '/webhook_whatsapp/inbox', name: 'webhookWhatsapp.inbox', meta: { title: 'Kotak Masuk WhatsApp', ...developer, menu: { group: KOMUNIKASI } } },

  // Tasks and worksheets
  { path: '/task', name: 'task.index', meta: { title: 'Daftar Tugas', ...developer, menu: { group: TUGAS } } },
  { path: '/task/calendar', name: 'task.calendar', meta: { title: 'Kalender Tugas', ...developer, menu: { group: TUGAS } } },
  { path: '/task/show', name: 'task.show', meta: { title: 'Detail Tugas', menu: false } },
  { path: '/pegawai/worksheet', name: 'pegawai.worksheet.index', meta: { title: 'Worksheet', ...developer, menu: { group: TUGAS } } },
  { path: '/pegawai/worksheet/dashboard', name: 'pegawai.worksheet.dashboard', meta: { title: 'Dashboard Worksheet', ...developer, menu: { group: TUGAS } } },
  { path: '/pegawai/worksheet/tugas', name: 'pegawai.worksheet.tugas', meta: { title: 'Tugas Worksheet', ...developer, menu: { group: TUGAS } } },
  { path: '/pegawai/worksheet/kantor', name: 'pegawai.worksheet.kantor', meta: { title: 'Worksheet per Kantor', ...developer, menu: { group: TUGAS } } },

  // Surveys and learning
  { path: '/survey', name: 'survey.index', meta: { title: 'Survei', ...developer, menu: { group: TUGAS } } },
  { path: '/learning', name: 'learning.index', meta: { title: 'Pembelajaran', ...developer, menu: { group: TUGAS } } },
  { path: '/learning/quiz/index', name: 'learning.quiz.index', meta: { title: 'Kuis', ...developer, menu: { group: TUGAS } } },
  { path: '/learning/materi/index', name: 'learning.materi.index', meta: { title: 'Materi Pembelajaran', ...developer, menu: { group: TUGAS } } },
];

/**
 * Contacts (WhatsApp and e-mail): lists, unregistered lists, export; only wa also excludes role 8
 * (spec section 2). src/routes.ts composes every feature's routes into the remote's table.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../../menu-groups';

export const contactRoutes: PortalRoute[] = [
  {
    path: '/pegawai/contact/wa',
    name: 'pegawai.contact.wa',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Kontak WhatsApp', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-contact-wa" */ './pages/ContactWaPage'),
  },
  {
    path: '/pegawai/contact/wa_unregistered',
    name: 'pegawai.contact.waUnregistered',
    meta: { policy: POLICY.hrAdmin, title: 'WhatsApp Belum Terdaftar', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-contact-wa-unregistered" */ './pages/ContactWaUnregisteredPage'),
  },
  {
    path: '/pegawai/contact/email',
    name: 'pegawai.contact.email',
    meta: { policy: POLICY.hrAdmin, title: 'Kontak Email', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-contact-email" */ './pages/ContactEmailPage'),
  },
  {
    path: '/pegawai/contact/email_unregistered',
    name: 'pegawai.contact.emailUnregistered',
    meta: { policy: POLICY.hrAdmin, title: 'Email Belum Terdaftar', menu: { group: KEPEGAWAIAN } },
    load: () =>
      import(/* webpackChunkName: "page-contact-email-unregistered" */ './pages/ContactEmailUnregisteredPage'),
  },
  {
    path: '/pegawai/contact/export',
    name: 'pegawai.contact.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor Kontak', menu: { group: KEPEGAWAIAN } },
    load: () => import(/* webpackChunkName: "page-contact-export" */ './pages/ContactExportPage'),
  },
];

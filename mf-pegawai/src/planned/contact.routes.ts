/**
 * Contacts (WhatsApp and e-mail); only wa also excludes role 8 (spec section 2).
 * Not built yet: without `load` the shell shows 'Halaman ini sedang dibangun' and the menu marks
 * the entries; the family moves to a feature folder when its pages are built.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KEPEGAWAIAN } from '../menu-groups';

export const contactRoutes: PortalRoute[] = [
  {
    path: '/pegawai/contact/wa',
    name: 'pegawai.contact.wa',
    meta: { policy: POLICY.hrAdminUnrestricted, title: 'Kontak WhatsApp', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/contact/wa_unregistered',
    name: 'pegawai.contact.waUnregistered',
    meta: { policy: POLICY.hrAdmin, title: 'WhatsApp Belum Terdaftar', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/contact/email',
    name: 'pegawai.contact.email',
    meta: { policy: POLICY.hrAdmin, title: 'Kontak Email', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/contact/email_unregistered',
    name: 'pegawai.contact.emailUnregistered',
    meta: { policy: POLICY.hrAdmin, title: 'Email Belum Terdaftar', menu: { group: KEPEGAWAIAN } },
  },
  {
    path: '/pegawai/contact/export',
    name: 'pegawai.contact.export',
    meta: { policy: POLICY.hrAdmin, title: 'Ekspor Kontak', menu: { group: KEPEGAWAIAN } },
  },
];

/** The internal mailbox (spec section 2 /message/inbox, outbox, trash, mail); src/routes.ts composes it. */
import type { PortalRoute } from '@portal/domain';
import { KOMUNIKASI } from '../../menu-groups';

export const mailRoutes: PortalRoute[] = [
  {
    path: '/message/inbox',
    name: 'message.inbox',
    meta: { title: 'Kotak Masuk', menu: { group: KOMUNIKASI } },
    load: () => import(/* webpackChunkName: "mail-inbox" */ './pages/InboxPage'),
  },
  {
    path: '/message/outbox',
    name: 'message.outbox',
    meta: { title: 'Kotak Keluar', menu: { group: KOMUNIKASI } },
    load: () => import(/* webpackChunkName: "mail-outbox" */ './pages/OutboxPage'),
  },
  {
    path: '/message/trash',
    name: 'message.trash',
    meta: { title: 'Pesan Terhapus', menu: { group: KOMUNIKASI } },
    load: () => import(/* webpackChunkName: "mail-trash" */ './pages/TrashPage'),
  },
  {
    path: '/message/mail',
    name: 'message.mail',
    meta: { title: 'Tulis Pesan', menu: { group: KOMUNIKASI } },
    load: () => import(/* webpackChunkName: "mail-compose" */ './pages/ComposePage'),
  },
  {
    path: '/message/mail/:id',
    name: 'message.mail.show',
    meta: { title: 'Baca Pesan', menu: false },
    load: () => import(/* webpackChunkName: "mail-show" */ './pages/MailViewPage'),
  },
];

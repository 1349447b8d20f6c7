/** The WhatsApp (Ultramsg) webhook viewer (spec §2 /webhook_whatsapp, index titled Ultramsg, and inbox; 63). */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KOMUNIKASI } from '../../menu-groups';

export const whatsappRoutes: PortalRoute[] = [
  {
    path: '/webhook_whatsapp',
    name: 'webhookWhatsapp.index',
    meta: { policy: POLICY.developer, title: 'Ultramsg', menu: { group: KOMUNIKASI } },
    load: () => import(/* webpackChunkName: "whatsapp-index" */ './pages/WhatsappIndexPage'),
  },
  {
    path: '/webhook_whatsapp/inbox',
    name: 'webhookWhatsapp.inbox',
    meta: { policy: POLICY.developer, title: 'Kotak Masuk WhatsApp', menu: { group: KOMUNIKASI } },
    load: () => import(/* webpackChunkName: "whatsapp-inbox" */ './pages/WhatsappInboxPage'),
  },
];

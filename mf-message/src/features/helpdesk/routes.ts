/**
 * The helpdesk (spec section 2 /helpdesk/index, 63; docs/adr/0046): the agents' list, the employees'
 * own tickets (role 10, as ADR 0045 lets employees reach work pages) and a ticket's page.
 * src/routes.ts composes it.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { KOMUNIKASI } from '../../menu-groups';

export const helpdeskRoutes: PortalRoute[] = [
  {
    path: '/helpdesk/index',
    name: 'helpdesk.index',
    meta: { policy: POLICY.handleHelpdeskTickets, title: 'Helpdesk', menu: { group: KOMUNIKASI } },
    load: () => import(/* webpackChunkName: "helpdesk-agent" */ './pages/HelpdeskAgentPage'),
  },
  {
    path: '/helpdesk/tiket',
    name: 'helpdesk.tiket',
    meta: { policy: POLICY.raiseHelpdeskTickets, title: 'Tiket Saya', menu: { group: KOMUNIKASI } },
    load: () => import(/* webpackChunkName: "helpdesk-own" */ './pages/MyTicketsPage'),
  },
  {
    path: '/helpdesk/tiket/:id',
    name: 'helpdesk.tiket.show',
    meta: { title: 'Detail Tiket', menu: false },
    load: () => import(/* webpackChunkName: "helpdesk-ticket" */ './pages/TicketPage'),
  },
];

/** /ai/session (spec §2: 9, 64 or 57): the user's own chat sessions. */
import { POLICY, type PortalRoute } from '@portal/domain';
import { AI_MENU } from '../../menu-groups';

export const sessionRoutes: PortalRoute[] = [
  {
    path: '/ai/session',
    name: 'ai.session',
    meta: { policy: POLICY.useAiAssistant, title: 'Sesi Chat AI', menu: { group: AI_MENU } },
    load: () => import(/* webpackChunkName: "page-ai-session" */ './pages/SessionListPage'),
  },
];

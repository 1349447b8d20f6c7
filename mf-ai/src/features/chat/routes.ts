/** /ai/chat (spec §2: 9, 64 or 57); src/routes.ts composes it into the remote's table. */
import { POLICY, type PortalRoute } from '@portal/domain';
import { AI_MENU } from '../../menu-groups';

export const chatRoutes: PortalRoute[] = [
  {
    path: '/ai/chat',
    name: 'ai.chat',
    meta: { policy: POLICY.useAiAssistant, title: 'Chat AI', menu: { group: AI_MENU } },
    load: () => import(/* webpackChunkName: "page-ai-chat" */ './pages/ChatPage'),
  },
];

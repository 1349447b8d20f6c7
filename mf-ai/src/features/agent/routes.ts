/** /ai/agent (spec §2: 9, 64 or 57 open it; managing agents needs POLICY.manageAiAgents). */
import { POLICY, type PortalRoute } from '@portal/domain';
import { AI_MENU } from '../../menu-groups';

export const agentRoutes: PortalRoute[] = [
  {
    path: '/ai/agent',
    name: 'ai.agent',
    meta: { policy: POLICY.useAiAssistant, title: 'Agen AI', menu: { group: AI_MENU } },
    load: () => import(/* webpackChunkName: "page-ai-agent" */ './pages/AgentListPage'),
  },
];

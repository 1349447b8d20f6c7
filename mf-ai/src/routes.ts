/**
 * mf-ai route table: the AI chat with its agents and sessions (/ai/*).
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Run at build time to publish it as routes.json (the shell reads that, not this code): keep it
 * data only; built pages get a lazy `load` (their own chunk), loaded when the page is opened.
 */
import { POLICY, type PortalRoute } from '@portal/domain';

const AI = 'Asisten AI';

export const routes: PortalRoute[] = [
  { path: '/ai/chat', name: 'ai.chat', meta: { policy: POLICY.useAiAssistant, title: 'Chat AI', menu: { group: AI } } },
  {
    path: '/ai/agent',
    name: 'ai.agent',
    meta: { policy: POLICY.useAiAssistant, title: 'Agen AI', menu: { group: AI } },
  },
  {
    path: '/ai/session',
    name: 'ai.session',
    meta: { policy: POLICY.useAiAssistant, title: 'Sesi Chat AI', menu: { group: AI } },
  },
];

/**
 * mf-ai route table: the AI chat with its agents and sessions (/ai/*).
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Loaded eagerly by the shell: keep it data only (pages get a lazy `load` when they are built).
 */
import type { PortalRoute } from '@portal/domain';

const AI = 'Asisten AI';
const aiUsers = { hasRolesId: [9, 64, 57] }; // "(9, 64 or 57)"

export const routes: PortalRoute[] = [
  { path: '/ai/chat', name: 'ai.chat', meta: { title: 'Chat AI', ...aiUsers, menu: { group: AI } } },
  { path: '/ai/agent', name: 'ai.agent', meta: { title: 'Agen AI', ...aiUsers, menu: { group: AI } } },
  { path: '/ai/session', name: 'ai.session', meta: { title: 'Sesi Chat AI', ...aiUsers, menu: { group: AI } } },
];

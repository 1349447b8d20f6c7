/**
 * mf-ai route table: the AI chat with its agents and sessions (/ai/*).
 * Paths, names and role meta follow spec section 2 exactly; the shell's guard and side menu read them.
 * Run at build time to publish it as routes.json (the shell reads that, not this code): keep it
 * data only; built pages get a lazy `load` (their own chunk), loaded when the page is opened.
 *
 * Built features own their routes (features/<feature>/routes.ts); the order here is the side menu's order.
 */
import type { PortalRoute } from '@portal/domain';
import { agentRoutes } from './features/agent/routes';
import { chatRoutes } from './features/chat/routes';
import { sessionRoutes } from './features/session/routes';

export const routes: PortalRoute[] = [...chatRoutes, ...agentRoutes, ...sessionRoutes];

import { createRoot } from 'react-dom/client';
import { REMOTE_PATH_PREFIXES, type PortalRoute } from '@portal/domain';
import { PortalRoot } from './app/PortalRoot';
import { fetchPortalConfig } from './config/portal-config';
import { fetchRemoteList, loadRemoteRoutes } from './federation/remotes';
import { shellRoutes } from './routing/shell-routes';
import { withShellPages } from './routing/shell-pages';
import { readSession } from './session/portal-api';
import { createSessionController } from './session/session-controller';

const config = fetchPortalConfig();
const remoteList = fetchRemoteList();

// The complete route table: the shell's own, then every remote's ./routes (loaded in parallel once).
let routeTable: Promise<readonly PortalRoute[]> | null = null;
function loadRouteTable(): Promise<readonly PortalRoute[]> {
  routeTable ??= remoteList
    .then((list) => loadRemoteRoutes(list, Object.keys(REMOTE_PATH_PREFIXES)))
    .then((remoteRoutes) => [...withShellPages(shellRoutes), ...remoteRoutes]);
  return routeTable;
}

const controller = createSessionController({ baseUrl: '/api' });
// A stored session means the portal is needed right away: start loading the remotes now.
void controller.restore();
if (readSession()) void loadRouteTable();

// Browser tests drive the shell's real transport (single-flight refresh) from the page; only a
// server started with PORTAL_TEST_HOOKS=1 turns this on.
void config.then(({ testHooks }) => {
  if (testHooks) Object.assign(window, { __portalSdmTest: { request: (method: Parameters<typeof controller.transport.request>[0], path: string) => controller.transport.request(method, path) } });
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <PortalRoot controller={controller} routes={loadRouteTable} config={config} />,
);

import { createRoot } from 'react-dom/client';
import { REMOTE_PATH_PREFIXES } from '@portal/domain';
import { PortalRoot } from './app/PortalRoot';
import { fetchPortalConfig } from './config/portal-config';
import { fetchRemoteList, loadRemoteRoutes } from './federation/remotes';
import { createRouteStore, type RouteStore } from './federation/route-store';
import { shellRoutes } from './routing/shell-routes';
import { withShellPages } from './routing/shell-pages';
import { readSession } from './session/portal-api';
import { createSessionController } from './session/session-controller';

const config = fetchPortalConfig();
const remoteList = fetchRemoteList();

/** How long the first signed-in page waits for slow remotes' route tables before it renders without them. */
const ROUTE_TABLE_GRACE_MS = 500;

// The route table: the shell's own at once, every remote's routes.json as it arrives (read once).
let routeStore: Promise<RouteStore> | null = null;
function loadRouteTable(): Promise<RouteStore> {
  routeStore ??= remoteList.then((list) => {
    const store = createRouteStore(withShellPages(shellRoutes));
    const everyTable = loadRemoteRoutes(list, Object.keys(REMOTE_PATH_PREFIXES), store);
    const grace = new Promise<void>((resolve) => setTimeout(resolve, ROUTE_TABLE_GRACE_MS));
    return Promise.race([everyTable, grace]).then(() => store);
  });
  return routeStore;
}

const controller = createSessionController({ baseUrl: '/api' });
// A stored session means the portal is needed right away: start loading the remotes now.
void controller.restore();
if (readSession()) void loadRouteTable();

// Browser tests drive the shell's real transport (single-flight refresh) from the page; only a
// server started with PORTAL_TEST_HOOKS=1 turns this on.
void config.then(({ testHooks }) => {
  if (testHooks)
    Object.assign(window, {
      __portalSdmTest: {
        request: (method: Parameters<typeof controller.transport.request>[0], path: string) =>
          controller.transport.request(method, path),
      },
    });
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <PortalRoot controller={controller} routes={loadRouteTable} config={config} />,
);

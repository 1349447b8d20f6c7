import { use, useEffect, useMemo, useSyncExternalStore } from 'react';
import { createBrowserRouter, RouterProvider } from '@portal/design-system/router';
import { TransportProvider } from '@portal/api-client';
import { notify, PortalProvider } from '@portal/design-system';
import type { PortalConfig } from '../config/portal-config';
import type { RouteStore } from '../federation/route-store';
import { PortalLayout } from '../layout/PortalLayout';
import { holdQuietlyOnce } from '../routing/default-password';
import { RealtimeToasts } from '../realtime/RealtimeToasts';
import { PendingRemotesContext, PortalRoutesContext } from '../routing/PortalRoutesContext';
import { createPortalRouteObjects } from '../routing/route-objects';
import { PROFILE_PATH, UNAUTHORIZED_PATH } from '../routing/RouteGuard';
import { SessionControllerContext, useSessionUser } from '../session/SessionContext';
import type { SessionController } from '../session/session-controller';
import { useIdleTimer } from '../session/useIdleTimer';

/**
 * The design system's Toaster starts listening a tick after it mounts; a toast created in the same
 * commit (this app's first effects) is dropped. Wait two frames and a macrotask.
 */
function afterToasterMounted(show: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(show, 0)));
}

export interface AuthenticatedAppProps {
  controller: SessionController;
  routes: Promise<RouteStore>;
  config: Promise<PortalConfig>;
}

/**
 * The signed-in portal, loaded only after login: Chakra UI, the one data router over the shell's and
 * every remote's routes, the idle time-out and the default-password warning.
 */
export default function AuthenticatedApp({
  controller,
  routes: routeStorePromise,
  config: configPromise,
}: AuthenticatedAppProps) {
  const routeStore = use(routeStorePromise);
  const config = use(configPromise);
  const user = useSessionUser();
  const routes = useSyncExternalStore(routeStore.subscribe, routeStore.get);
  // Rebuilt only when a slow remote's table arrives after the first render (rare; the URL keeps the place).
  const router = useMemo(
    () => createBrowserRouter(createPortalRouteObjects(routes, <PortalLayout routes={routes} />)),
    [routes],
  );

  useEffect(() => {
    controller.setForbiddenHandler(() => void router.navigate(UNAUTHORIZED_PATH));
    return () => {
      controller.setForbiddenHandler(null);
      router.dispose();
    };
  }, [controller, router]);

  // Once per sign-in (or reload): the 15 s warning; the guard then holds the user on the profile page.
  useEffect(() => {
    if (!user?.is_password_default) return;
    afterToasterMounted(() => notify.defaultPassword());
    if (window.location.pathname.toLowerCase() !== PROFILE_PATH.toLowerCase()) holdQuietlyOnce();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the session starts
  }, [user?.id]);

  useIdleTimer(config.idleTimeoutMs, () => controller.end('idle'));

  return (
    <PortalProvider>
      <TransportProvider transport={controller.transport}>
        <RealtimeToasts />
        <SessionControllerContext.Provider value={controller}>
          <PortalRoutesContext.Provider value={routes}>
            <PendingRemotesContext.Provider value={routeStore.isPending}>
              <RouterProvider router={router} />
            </PendingRemotesContext.Provider>
          </PortalRoutesContext.Provider>
        </SessionControllerContext.Provider>
      </TransportProvider>
    </PortalProvider>
  );
}

import { use, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { PortalRoute } from '@portal/domain';
import { TransportProvider } from '@portal/api-client';
import { notify, PortalProvider } from '@portal/design-system';
import type { PortalConfig } from '../config/portal-config';
import { PortalLayout } from '../layout/PortalLayout';
import { holdQuietlyOnce } from '../routing/default-password';
import { RealtimeToasts } from '../realtime/RealtimeToasts';
import { PortalRoutesContext } from '../routing/PortalRoutesContext';
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
  routes: Promise<readonly PortalRoute[]>;
  config: Promise<PortalConfig>;
}

/**
 * The signed-in portal, loaded only after login: Chakra UI, the one data router over the shell's and
 * every remote's routes, the idle time-out and the default-password warning.
 */
export default function AuthenticatedApp({ controller, routes: routesPromise, config: configPromise }: AuthenticatedAppProps) {
  const routes = use(routesPromise);
  const config = use(configPromise);
  const user = useSessionUser();
  const [router] = useState(() => createBrowserRouter(createPortalRouteObjects(routes, <PortalLayout routes={routes} />)));

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
            <RouterProvider router={router} />
          </PortalRoutesContext.Provider>
        </SessionControllerContext.Provider>
      </TransportProvider>
    </PortalProvider>
  );
}

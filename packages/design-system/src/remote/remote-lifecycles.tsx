/**
 * single-spa-react lifecycles for a remote mounted outside the shell (its standalone dev page, or
 * another host): the remote's routes in a router of their own, with the portal's providers.
 * A separate entry point (`@portal/design-system/remote-lifecycles`) so the shell, which never
 * needs it, does not load single-spa-react.
 *
 * A session (issue #10): the host passes `session` (the login answer: tokens and client) in the
 * mount props, or the page already holds a stored session of the portal (same origin); the remote
 * then renders signed in, each page behind the same guard as in the shell (its route's policy).
 * Without a session a page says to sign in instead of calling the API and failing.
 */
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@portal/design-system/router';
import singleSpaReact from 'single-spa-react';
import {
  createTransport,
  fetchCurrentUser,
  readSession,
  saveSession,
  setCurrentUser,
  setSessionToken,
  TransportProvider,
  useCurrentUser,
  type Transport,
} from '@portal/api-client';
import { canAccessRoute, type PortalRoute } from '@portal/domain';
import type { LoginResponse } from '@portal/contracts';
import { LoadingState, ModuleUnavailable, UnderConstruction } from '../PageStates';
import { PortalProvider } from '../PortalProvider';
import { GuardNotice } from './GuardNotice';

export interface RemoteMountProps {
  /** The login answer of the portal (POST /api/login), when the host signed the user in itself. */
  session?: Pick<LoginResponse, 'access_token' | 'refresh_token' | 'expires_in' | 'client'>;
}

function GuardedPage({ route }: { route: PortalRoute }) {
  const user = useCurrentUser();
  const [Page, setPage] = React.useState<React.ComponentType | null>(null);
  const allowed = user !== null && canAccessRoute(route.meta, { rolesId: user.rolesId, jabatanId: user.jabatan_id });
  React.useEffect(() => {
    if (!allowed || !route.load) return;
    let live = true;
    void route.load().then((module) => live && setPage(() => module.default));
    return () => {
      live = false;
    };
  }, [allowed, route]);
  if (user === null) return <GuardNotice kind="signedOut" />;
  if (!allowed) return <GuardNotice kind="forbidden" />;
  if (!route.load) return <UnderConstruction title={route.meta.title} />;
  return Page ? <Page /> : <LoadingState />;
}

/** Takes the host's session, or the stored one, and reads the user (GET /check) before the first page. */
async function startSession(transport: Transport, props: RemoteMountProps): Promise<void> {
  if (props.session) {
    saveSession(props.session);
    setSessionToken(props.session.access_token);
    setCurrentUser(props.session.client);
    return;
  }
  const stored = readSession();
  if (!stored) return;
  setSessionToken(stored.accessToken);
  await fetchCurrentUser(transport).catch(() => setCurrentUser(null));
}

export function createRemoteLifecycles(routes: readonly PortalRoute[], options: { apiBaseUrl?: string } = {}) {
  const transport = createTransport({ baseUrl: options.apiBaseUrl ?? '/api' });
  function RemoteRoot() {
    const [router] = React.useState(() =>
      createBrowserRouter(
        routes.map((route) => ({
          path: route.path,
          element: <GuardedPage route={route} />,
          HydrateFallback: LoadingState,
        })),
      ),
    );
    return (
      <PortalProvider>
        <TransportProvider transport={transport}>
          <RouterProvider router={router} />
        </TransportProvider>
      </PortalProvider>
    );
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: () => <ModuleUnavailable />,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: async (props: RemoteMountProps & { name?: string; domElement?: HTMLElement }) => {
      await startSession(transport, props);
      return lifecycles.mount(props as Parameters<typeof lifecycles.mount>[0]);
    },
    unmount: lifecycles.unmount,
  };
}

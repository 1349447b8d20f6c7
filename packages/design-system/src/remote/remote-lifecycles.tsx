/**
 * single-spa-react lifecycles for a remote mounted outside the shell (its standalone dev page, or
 * another host): the remote's routes in a router of their own, with the portal's providers.
 * A separate entry point (`@portal/design-system/remote-lifecycles`) so the shell, which never
 * needs it, does not load single-spa-react.
 */
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { createTransport, TransportProvider } from '@portal/api-client';
import type { PortalRoute } from '@portal/domain';
import { LoadingState, ModuleUnavailable, UnderConstruction } from '../PageStates';
import { PortalProvider } from '../PortalProvider';

const pageOf = (route: PortalRoute) => async () => ({
  Component: route.load ? (await route.load()).default : () => <UnderConstruction title={route.meta.title} />,
});

export function createRemoteLifecycles(routes: readonly PortalRoute[], options: { apiBaseUrl?: string } = {}) {
  const transport = createTransport({ baseUrl: options.apiBaseUrl ?? '/api' });
  function RemoteRoot() {
    const [router] = React.useState(() =>
      createBrowserRouter(routes.map((route) => ({ path: route.path, lazy: pageOf(route), HydrateFallback: LoadingState }))));
    return (
      <PortalProvider>
        <TransportProvider transport={transport}>
          <RouterProvider router={router} />
        </TransportProvider>
      </PortalProvider>
    );
  }
  return singleSpaReact({ React, ReactDOMClient, rootComponent: RemoteRoot, errorBoundary: () => <ModuleUnavailable /> });
}

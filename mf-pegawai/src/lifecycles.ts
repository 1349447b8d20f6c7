// single-spa-react lifecycles: this remote's routes in their own router, for hosts other than the shell.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { createTransport, TransportProvider } from '@portal/api-client';
import { LoadingState, ModuleUnavailable, PortalProvider, UnderConstruction } from '@portal/design-system';
import type { PortalRoute } from '@portal/domain';
import { routes } from './routes';

const h = React.createElement;
const transport = createTransport({ baseUrl: '/api' });
const page = (route: PortalRoute) => async () =>
  ({ Component: route.load ? (await route.load()).default : () => h(UnderConstruction, { title: route.meta.title }) });
function Root() {
  const [router] = React.useState(() => createBrowserRouter(routes.map((route) => ({ path: route.path, lazy: page(route), HydrateFallback: LoadingState }))));
  return h(PortalProvider, null, h(TransportProvider, { transport }, h(RouterProvider, { router })));
}

export const { bootstrap, mount, unmount } = singleSpaReact({ React, ReactDOMClient, rootComponent: Root, errorBoundary: () => h(ModuleUnavailable) });

/**
 * The API as the remotes' Storybook stories see it (`@portal/design-system/storybook`; never part of
 * the main entry, so the portal's bundles do not carry it): the transport the shell would provide,
 * a fresh SWR cache per story (no answer leaks from one story to the next) and a router. MSW handlers
 * in each story answer the calls; a call nobody answers fails as it would without a server.
 */
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from '@portal/design-system/router';
import { SWRConfig } from 'swr';
import { createTransport, TransportProvider } from '@portal/api-client';

const storyTransport = createTransport({ baseUrl: '/api' });

export interface StoryApiParameters {
  /** The address the router opens at, with a list's state as its query (default '/'). */
  route?: string;
  /** The route pattern the story is mounted at, for pages reading params (default: the route's path). */
  routePath?: string;
}

/**
 * Storybook decorator: transport, fresh SWR cache and a router at `parameters.route`. No retry after
 * an error and no refetch on focus, so an error state stays as the story's server answered it.
 */
export function withStoryApi(Story: ComponentType, context?: { parameters?: StoryApiParameters }) {
  const route = context?.parameters?.route ?? '/';
  return (
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}
    >
      <TransportProvider transport={storyTransport}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={context?.parameters?.routePath ?? route.split('?')[0]} element={<Story />} />
          </Routes>
        </MemoryRouter>
      </TransportProvider>
    </SWRConfig>
  );
}

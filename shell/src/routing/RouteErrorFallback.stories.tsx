// The error boundary of every route, fed the errors it meets in the portal: the page code of an old
// build gone after two redeploys (stale build), a remote's page failing (module unavailable), a remote
// refused for the versions of the shared packages, a shell page failing to render, and the router's
// own error response (404).
import { useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from '@portal/design-system/router';
import { prepareStory, withPortal, type ShellMeta, type ShellStory } from '../testing/story-fixtures';
import { RouteErrorFallback } from './RouteErrorFallback';

type Failure = 'staleBuild' | 'remoteDown' | 'versionMismatch' | 'renderError' | 'notFound';
type Args = { path: string; failure: Failure };

/** The errors as the portal meets them (webpack, the federation runtime, a page). */
function errorOf(failure: Exclude<Failure, 'notFound'>): Error {
  switch (failure) {
    case 'staleBuild':
      return Object.assign(new Error('Loading chunk 6220 failed.\n(error: /page-dashboard.6220.js)'), {
        name: 'ChunkLoadError',
      });
    case 'remoteDown':
      return new TypeError('Failed to fetch dynamically imported module: /remotes/mf_absen/remoteEntry.js');
    case 'versionMismatch':
      return new Error(
        'Version 1.3.2 from shell of shared singleton module @portal/domain does not satisfy the requirement of mf_absen which needs ^1.4.0)',
      );
    case 'renderError':
      return new TypeError("Cannot read properties of undefined (reading 'nama')");
  }
}

function Throws({ failure }: { failure: Exclude<Failure, 'notFound'> }): never {
  throw errorOf(failure);
}

function routesFor(failure: Failure): RouteObject[] {
  // No route matches the address: the router's own 404 reaches the root's boundary.
  if (failure === 'notFound')
    return [
      {
        path: '/',
        element: <Outlet />,
        errorElement: <RouteErrorFallback />,
        children: [{ path: 'home', element: null }],
      },
    ];
  return [{ path: '*', element: <Throws failure={failure} />, errorElement: <RouteErrorFallback /> }];
}

/** A data router at `path` whose page fails with `failure` (as a lazy page does when its chunk fails). */
function FailingRoute({ path, failure }: Args) {
  const [router] = useState(() => createMemoryRouter(routesFor(failure), { initialEntries: [path] }));
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}

const meta: ShellMeta<Args> = {
  title: 'shell/Routing/RouteErrorFallback',
  component: RouteErrorFallback,
  // Keyed, so a changed arg builds a new router.
  render: ({ path, failure }) => <FailingRoute key={`${path} ${failure}`} path={path} failure={failure} />,
  decorators: [withPortal({ route: null })],
  beforeEach: prepareStory,
  args: { path: '/dashboard', failure: 'staleBuild' },
};

export default meta;

/** A shell page's code is no longer on the server: 'Portal baru saja diperbarui' and 'Muat ulang'. */
export const StaleBuild: ShellStory<Args> = {};

/** A remote's page fails (its server is down): 'Modul sedang tidak tersedia' with a retry. */
export const ModuleUnavailable: ShellStory<Args> = { args: { path: '/absen/rekap', failure: 'remoteDown' } };

/** A remote built against other versions of the shared packages: refused, with both versions. */
export const VersionMismatch: ShellStory<Args> = { args: { path: '/absen/rekap', failure: 'versionMismatch' } };

/** A shell page throws while rendering: the general error with 'Muat ulang' and 'Kembali ke Beranda'. */
export const PageError: ShellStory<Args> = { args: { path: '/user/profile', failure: 'renderError' } };

/** The router's error response (no route for the address): its status in the message. */
export const ErrorResponse: ShellStory<Args> = { args: { path: '/user/tidak-ada', failure: 'notFound' } };

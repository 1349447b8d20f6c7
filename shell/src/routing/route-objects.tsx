import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from '@portal/design-system/router';
import type { PortalRoute } from '@portal/domain';
import { RouteErrorFallback } from './RouteErrorFallback';
import { RouteGuard } from './RouteGuard';
import { RoutePage } from './RoutePage';
import { UnknownPath } from './UnknownPath';

export interface PortalRouteHandle {
  route: PortalRoute;
}

/**
 * One data router for the shell's and every remote's routes: all under the layout, each wrapped by
 * the same guard and error boundary; '/' and unknown paths go to '/home'.
 */
export function createPortalRouteObjects(routes: readonly PortalRoute[], layout: ReactNode): RouteObject[] {
  return [
    {
      element: layout,
      errorElement: <RouteErrorFallback />,
      children: [
        { path: '/', element: <Navigate to="/home" replace /> },
        ...routes.map<RouteObject>((route) => ({
          path: route.path,
          handle: { route } satisfies PortalRouteHandle,
          element: (
            <RouteGuard route={route}>
              <RoutePage route={route} />
            </RouteGuard>
          ),
          errorElement: <RouteErrorFallback />,
        })),
        { path: '*', element: <UnknownPath /> },
      ],
    },
  ];
}

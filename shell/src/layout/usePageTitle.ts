import { useEffect } from 'react';
import { useMatches } from '@portal/design-system/router';
import type { PortalRoute } from '@portal/domain';
import type { PortalRouteHandle } from '../routing/route-objects';

export const TITLE_SUFFIX = ' · Portal SDM';

/** The deepest matched portal route (its meta drives the title and the fluid layout). */
export function useCurrentRoute(): PortalRoute | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as PortalRouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return null;
}

export function usePageTitle(route: PortalRoute | null): void {
  useEffect(() => {
    document.title = route ? `${route.meta.title}${TITLE_SUFFIX}` : 'Portal SDM';
  }, [route]);
}

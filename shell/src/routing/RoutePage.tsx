import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { PortalRoute } from '@portal/domain';
import { LoadingState, UnderConstruction } from '@portal/design-system';

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/** One React.lazy per route (keyed by name), so navigating back does not re-suspend. */
function lazyPageOf(
  route: PortalRoute & { load: NonNullable<PortalRoute['load']> },
): LazyExoticComponent<ComponentType> {
  const key = `${route.name}@${route.path}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(route.load);
    lazyPages.set(key, page);
  }
  return page;
}

/** Fetches a route's page code ahead of navigation (menu hover); errors surface on navigation instead. */
export function preloadRoutePage(route: PortalRoute): void {
  route.load?.().catch(() => undefined);
}

/** The route's page, lazily; a route without `load` is clearly marked as not built yet. */
export function RoutePage({ route }: { route: PortalRoute }) {
  if (!route.load) return <UnderConstruction title={route.meta.title} />;
  const Page = lazyPageOf(route as PortalRoute & { load: NonNullable<PortalRoute['load']> });
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}

import type { AccessSubject } from './policies';
import { canAccessRoute, type PortalRoute } from './route-meta';

export interface MenuItem {
  name: string;
  label: string;
  /** Path with the entry's query, e.g. `/pegawai/skmd?page=1&per_page=10`. */
  href: string;
  route: PortalRoute;
}

export interface MenuGroup {
  group: string;
  items: MenuItem[];
}

function hrefOf(route: PortalRoute): string {
  const menu = route.meta.menu;
  const query = menu ? menu.query : undefined;
  if (!query || Object.keys(query).length === 0) return route.path;
  // encodeURIComponent, not URLSearchParams: the domain package runs without the DOM's or Node's types.
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${route.path}?${search}`;
}

/**
 * The side menu, built from the same route table the router uses and filtered by the same guard,
 * so it lists only what the user may open. Groups keep the order of their first route.
 * Routes with path parameters (`/sppd/:id`) are detail pages and never menu entries.
 */
export function buildMenu(routes: readonly PortalRoute[], subject: AccessSubject): MenuGroup[] {
  const groups = new Map<string, MenuItem[]>();
  const seen = new Set<string>();
  for (const route of routes) {
    const menu = route.meta.menu;
    if (!menu || route.path.includes(':') || route.path.includes('*')) continue;
    if (!canAccessRoute(route.meta, subject)) continue;
    const href = hrefOf(route);
    if (seen.has(href)) continue;
    seen.add(href);
    const items = groups.get(menu.group) ?? [];
    items.push({ name: route.name, label: menu.label ?? route.meta.title, href, route });
    groups.set(menu.group, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

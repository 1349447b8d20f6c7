/**
 * The route contract shared by the shell, every remote's `routes.ts` and the server.
 * Meta follows spec section 2; its role rule (hasRolesId, doesntHaveRolesId, hasJabatanId) is a
 * named policy from policies.ts, so page, menu and API name the same rule.
 */
import type { ComponentType } from 'react';
import { allows, POLICY, type AccessSubject, type Policy } from './policies';

export interface RouteMeta {
  /** Who may open the page; absent means any signed-in user. */
  policy?: Policy;
  /** Wide layout ("full width" / "fluid" in the spec). */
  fluid?: boolean;
  /** Page title (Indonesian), also the menu label unless `menu.label` says otherwise. */
  title: string;
  /** Menu entry; `false` or absent hides the route from the side menu. */
  menu?: false | { label?: string; group: string; query?: Record<string, string | number | boolean> };
}

export interface PortalRoute {
  /** Full path from the root, e.g. `/absen/delete/request/:id`. */
  path: string;
  /** Unique dotted name, e.g. `absen.deleteRequest.show`. */
  name: string;
  meta: RouteMeta;
  /** Lazy page; absent means the page is not built yet and the shell shows 'Halaman ini sedang dibangun'. */
  load?: () => Promise<{ default: ComponentType }>;
}

/**
 * A route as a remote's build publishes it (`routes.json` beside its manifest): the same data
 * without the page code; `built` says whether the remote has a page for it.
 */
export type PublishedRoute = Omit<PortalRoute, 'load'> & { built: boolean };

/** The spec's guard for a page: its policy (or any signed-in user) decides, through `allows`. */
export function canAccessRoute(meta: Pick<RouteMeta, 'policy'>, user: AccessSubject): boolean {
  return allows(meta.policy ?? POLICY.signedIn, user);
}

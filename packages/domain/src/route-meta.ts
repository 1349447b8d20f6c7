/**
 * The route contract shared by the shell, every remote's `routes.ts` and the server.
 * Meta follows spec section 2: hasRolesId (needs at least one), doesntHaveRolesId (must have none),
 * hasJabatanId (allowed position ids), fluid (wide layout).
 */
import type { ComponentType } from 'react';

export interface RouteMeta {
  /** The user needs at least one of these role ids. */
  hasRolesId?: number[];
  /** The user must have none of these role ids. */
  doesntHaveRolesId?: number[];
  /** The user's position (jabatan) id must be one of these. */
  hasJabatanId?: number[];
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

export interface AccessSubject {
  rolesId: readonly number[];
  jabatanId?: number | null;
}

/** The spec's three-part guard: position rule, not-having rule and having rule must all pass. */
export function canAccessRoute(meta: Pick<RouteMeta, 'hasRolesId' | 'doesntHaveRolesId' | 'hasJabatanId'>, user: AccessSubject): boolean {
  if (meta.hasJabatanId?.length && (user.jabatanId == null || !meta.hasJabatanId.includes(user.jabatanId))) return false;
  if (meta.doesntHaveRolesId?.some((id) => user.rolesId.includes(id))) return false;
  if (meta.hasRolesId?.length && !meta.hasRolesId.some((id) => user.rolesId.includes(id))) return false;
  return true;
}

import type { ComponentType } from 'react';
import type { PortalRoute } from '@portal/domain';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * The shell's page components, attached by route name to the data-only table in shell-routes.ts.
 * Routes not listed here render 'Halaman ini sedang dibangun' with their title.
 */
export const SHELL_PAGES: Readonly<Record<string, PageLoader>> = {
  home: () => import(/* webpackChunkName: "page-home" */ '../pages/HomePage'),
  'dashboard.index': () => import(/* webpackChunkName: "page-dashboard" */ '../pages/dashboard/DashboardPage'),
  unauthorized: () => import(/* webpackChunkName: "page-unauthorized" */ '../pages/UnauthorizedPage'),
  'user.profile': () => import(/* webpackChunkName: "page-profile" */ '../pages/ProfilePage'),
  'user.index': () => import(/* webpackChunkName: "page-users" */ '../pages/users/UsersPage'),
  'user.logs': () => import(/* webpackChunkName: "page-audit-log" */ '../pages/logs/AuditLogPage'),
};

export function withShellPages(routes: readonly PortalRoute[]): PortalRoute[] {
  return routes.map((route) =>
    SHELL_PAGES[route.name] && !route.load ? { ...route, load: SHELL_PAGES[route.name] } : route,
  );
}

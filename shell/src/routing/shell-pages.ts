import type { ComponentType } from 'react';
import type { PortalRoute } from '@portal/domain';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * The shell's page components, attached by route name to the data-only table in shell-routes.ts.
 * Routes not listed here render 'Halaman ini sedang dibangun' with their title. Pages opened rarely
 * and together share one chunk (user administration, help, dev): every chunk costs the login page an
 * entry in webpack's chunk map, and the login page's budget is counted in bytes (issue #10).
 */
export const SHELL_PAGES: Readonly<Record<string, PageLoader>> = {
  home: () => import(/* webpackChunkName: "page-home" */ '../pages/HomePage'),
  'dashboard.index': () => import(/* webpackChunkName: "page-dashboard" */ '../pages/dashboard/DashboardPage'),
  unauthorized: () => import(/* webpackChunkName: "page-unauthorized" */ '../pages/UnauthorizedPage'),
  'user.profile': () => import(/* webpackChunkName: "page-profile" */ '../pages/ProfilePage'),
  'user.index': () => import(/* webpackChunkName: "page-users" */ '../pages/users/UsersPage'),
  'user.logs': () => import(/* webpackChunkName: "page-audit-log" */ '../pages/logs/AuditLogPage'),
  'user.roles': () => import(/* webpackChunkName: "page-user-admin" */ '../pages/users/RolesPage'),
  'user.passwordReset': () => import(/* webpackChunkName: "page-user-admin" */ '../pages/users/PasswordResetPage'),
  'user.verification': () => import(/* webpackChunkName: "page-user-admin" */ '../pages/users/VerificationPage'),
  'user.online': () => import(/* webpackChunkName: "page-user-admin" */ '../pages/users/OnlinePage'),
  'faq.index': () => import(/* webpackChunkName: "page-help" */ '../pages/help/FaqPage'),
  'guidelines.index': () => import(/* webpackChunkName: "page-help" */ '../pages/help/GuidelinesPage'),
  'guidelines.sdm': () => import(/* webpackChunkName: "page-help" */ '../pages/help/GuidelineSdmPage'),
  'guidelines.programmer': () => import(/* webpackChunkName: "page-help" */ '../pages/help/GuidelineProgrammerPage'),
  'dev.index': () => import(/* webpackChunkName: "page-dev" */ '../pages/dev/DevPage'),
  'diagram.index': () => import(/* webpackChunkName: "page-dev" */ '../pages/dev/DiagramPage'),
};

export function withShellPages(routes: readonly PortalRoute[]): PortalRoute[] {
  return routes.map((route) =>
    SHELL_PAGES[route.name] && !route.load ? { ...route, load: SHELL_PAGES[route.name] } : route,
  );
}

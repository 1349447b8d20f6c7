import { useEffect, type ReactNode } from 'react';
import { Navigate } from '@portal/design-system/router';
import { canAccessRoute, type PortalRoute } from '@portal/domain';
import { notify } from '@portal/design-system';
import { subjectOf, useSessionUser } from '../session/SessionContext';
import { consumeQuietHold } from './default-password';

export const PROFILE_ROUTE_NAME = 'user.profile';
export const PROFILE_PATH = '/user/profile';
export const UNAUTHORIZED_PATH = '/unauthorized';

/**
 * The one guard around every route of the shell and of every remote:
 * - a default password holds the user on the profile page ('…Setelah itu baru bisa akses halaman yang lain.');
 * - otherwise the spec's three-part rule (position, not-having, having) must pass, else /unauthorized.
 */
export function RouteGuard({ route, children }: { route: PortalRoute; children: ReactNode }) {
  const user = useSessionUser();
  if (!user) return null;
  if (user.is_password_default && route.name !== PROFILE_ROUTE_NAME) return <HoldOnProfile />;
  if (!canAccessRoute(route.meta, subjectOf(user))) return <Navigate to={UNAUTHORIZED_PATH} replace />;
  return <>{children}</>;
}

function HoldOnProfile() {
  useEffect(() => {
    if (!consumeQuietHold()) notify.defaultPassword(true);
  }, []);
  return <Navigate to={PROFILE_PATH} replace />;
}

import { Navigate, useLocation } from 'react-router';
import { ModuleUnavailable } from '@portal/design-system';
import { unavailableOwnerOf } from '../federation/unavailable-remotes';

/** No route matched: a path of a remote that failed to load shows the fallback, anything else goes home. */
export function UnknownPath() {
  const { pathname } = useLocation();
  const owner = unavailableOwnerOf(pathname);
  if (owner) return <ModuleUnavailable moduleName={owner} onRetry={() => window.location.reload()} />;
  return <Navigate to="/home" replace />;
}

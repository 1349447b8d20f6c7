import { Navigate, useLocation } from '@portal/design-system/router';
import { ownerOfPath } from '@portal/domain';
import { LoadingState, ModuleUnavailable } from '@portal/design-system';
import { unavailableOwnerOf } from '../federation/unavailable-remotes';
import { useIsRemotePending } from './PortalRoutesContext';

/**
 * No route matched: a path of a remote that failed to load shows the fallback, a path of a remote
 * whose route table is still on its way waits for it, anything else goes home.
 */
export function UnknownPath() {
  const { pathname } = useLocation();
  const isPending = useIsRemotePending();
  const owner = unavailableOwnerOf(pathname);
  if (owner) return <ModuleUnavailable moduleName={owner} onRetry={() => window.location.reload()} />;
  const remote = ownerOfPath(pathname);
  if (remote && remote !== 'shell' && isPending(remote)) return <LoadingState />;
  return <Navigate to="/home" replace />;
}

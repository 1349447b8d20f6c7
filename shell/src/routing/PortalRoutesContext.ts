import { createContext, useContext } from 'react';
import type { PortalRoute } from '@portal/domain';

/** The complete route table (shell + every loaded remote), for pages that list what the user may open. */
export const PortalRoutesContext = createContext<readonly PortalRoute[]>([]);

export function usePortalRoutes(): readonly PortalRoute[] {
  return useContext(PortalRoutesContext);
}

/** Whether a remote's route table is still on its way (its paths wait instead of going home). */
export const PendingRemotesContext = createContext<(remote: string) => boolean>(() => false);

export function useIsRemotePending(): (remote: string) => boolean {
  return useContext(PendingRemotesContext);
}

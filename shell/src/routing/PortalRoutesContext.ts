import { createContext, useContext } from 'react';
import type { PortalRoute } from '@portal/domain';

/** The complete route table (shell + every loaded remote), for pages that list what the user may open. */
export const PortalRoutesContext = createContext<readonly PortalRoute[]>([]);

export function usePortalRoutes(): readonly PortalRoute[] {
  return useContext(PortalRoutesContext);
}

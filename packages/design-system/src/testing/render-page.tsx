/**
 * Renders a page or component as a remote would see it inside the shell: the portal's Chakra
 * system, a fresh SWR cache (no answer leaks between tests), the given transport and a router.
 * With `path`, the UI is mounted at that route pattern (params work) and any navigation away
 * shows a `navigated` marker.
 */
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from '@portal/design-system/router';
import { SWRConfig } from 'swr';
import { TransportProvider, type Transport } from '@portal/api-client';
import { PortalProvider } from '../PortalProvider';

export interface RenderPageOptions {
  transport: Transport;
  /** Route pattern the UI is mounted at, e.g. '/izin/:token'. */
  path?: string;
  /** The URL the router starts at. */
  route?: string;
}

export function renderPage(ui: ReactElement, { transport, path, route = '/' }: RenderPageOptions) {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PortalProvider withToaster={false}>
        <TransportProvider transport={transport}>
          <MemoryRouter initialEntries={[route]}>
            {path ? (
              <Routes>
                <Route path={path} element={children} />
                <Route path="*" element={<div data-testid="navigated">navigated</div>} />
              </Routes>
            ) : (
              children
            )}
          </MemoryRouter>
        </TransportProvider>
      </PortalProvider>
    </SWRConfig>
  );
  return render(ui, { wrapper });
}

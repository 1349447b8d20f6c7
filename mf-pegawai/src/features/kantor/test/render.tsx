/** Test harness of the kantor and SOTK pages: a fake transport, fresh SWR cache, the portal providers. */
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { TransportProvider, type Transport } from '@portal/api-client';
import { PortalProvider } from '@portal/design-system';

export type Handler = (method: string, path: string, options?: { query?: Record<string, unknown>; body?: unknown }) => unknown;

export function fakeTransport(handler: Handler) {
  const request = jest.fn(async (method: string, path: string, options?: { query?: Record<string, unknown>; body?: unknown }) => {
    const answer = handler(method, path, options);
    if (answer === undefined) throw new Error(`unexpected ${method} ${path}`);
    return answer;
  });
  const transport = { baseUrl: '/api', now: Date.now, url: (p: string) => `/api${p}`, getAccessToken: async () => 't', request } as unknown as Transport;
  return { transport, request };
}

export function renderWith(ui: ReactElement, transport: Transport) {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <PortalProvider withToaster={false}>
          <TransportProvider transport={transport}>{children}</TransportProvider>
        </PortalProvider>
      </SWRConfig>
    </MemoryRouter>
  );
  return render(ui, { wrapper });
}

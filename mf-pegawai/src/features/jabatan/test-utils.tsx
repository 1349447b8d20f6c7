/** Render helpers of the jabatan/pangkat page tests: a fake transport answering 'METHOD /path' keys. */
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { TransportProvider, type Transport } from '@portal/api-client';
import { PortalProvider } from '@portal/design-system';

type Answer = unknown | ((options: { query?: Record<string, unknown>; body?: unknown } | undefined) => unknown);

export function fakeTransport(answers: Record<string, Answer>) {
  const request = jest.fn(async (method: string, path: string, options?: { query?: Record<string, unknown>; body?: unknown; onUploadProgress?: (p: number) => void }) => {
    const answer = answers[`${method} ${path}`];
    if (answer === undefined) throw new Error(`unexpected ${method} ${path}`);
    options?.onUploadProgress?.(100);
    return typeof answer === 'function' ? (answer as (o: typeof options) => unknown)(options) : answer;
  });
  const transport = { baseUrl: '/api', now: Date.now, url: (p: string) => `/api${p}`, getAccessToken: async () => 't', request } as unknown as Transport;
  return { transport, request };
}

export function paged<T>(rows: T[]) {
  return { data: rows, current_page: 1, per_page: 10, from: rows.length ? 1 : null, to: rows.length || null, total: rows.length, last_page: 1 };
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

// Test helpers of the attendance features: a fake transport (the object the shell provides; no
// fetch is mocked), the providers a page needs, and a fake navigator.geolocation.
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { ApiError, TransportProvider, type RequestOptions, type Transport } from '@portal/api-client';
import { PortalProvider } from '@portal/design-system';

export type Answer = unknown | ((options: RequestOptions | undefined) => unknown);

/** Answers `METHOD path` from the table (functions get the options); anything else rejects with 404. */
export function fakeTransport(answers: Record<string, Answer>) {
  const request = jest.fn(async (method: string, path: string, options?: RequestOptions) => {
    const key = `${method} ${path}`;
    if (!(key in answers)) throw new ApiError(404, `no answer for ${key}`);
    const answer = answers[key];
    const value = typeof answer === 'function' ? await (answer as (o?: RequestOptions) => unknown)(options) : answer;
    if (value instanceof Error) throw value;
    return value;
  });
  const transport = { baseUrl: '/api', now: Date.now, url: (p: string) => `/api${p}`, getAccessToken: async () => 'token', request } as unknown as Transport;
  return { transport, request };
}

export function renderWithProviders(ui: ReactElement, { transport }: { transport: Transport }) {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PortalProvider withToaster={false}>
        <TransportProvider transport={transport}>
          <MemoryRouter>{children}</MemoryRouter>
        </TransportProvider>
      </PortalProvider>
    </SWRConfig>
  );
  return render(ui, { wrapper });
}

type Success = (p: GeolocationPosition) => void;
type Failure = (e: GeolocationPositionError) => void;

/** Replaces navigator.geolocation; `answer` settles the pending request (a position or an error code). */
export function fakeGeolocation() {
  let pending: { ok: Success; fail: Failure } | null = null;
  const getCurrentPosition = jest.fn((ok: Success, fail: Failure) => {
    pending = { ok, fail };
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return {
    getCurrentPosition,
    succeed(latitude: number, longitude: number, extra: { accuracy?: number; mocked?: boolean } = {}) {
      const coords = { latitude, longitude, accuracy: extra.accuracy ?? 15, ...(extra.mocked ? { mocked: true } : {}) };
      pending?.ok({ coords, timestamp: Date.now() } as unknown as GeolocationPosition);
    },
    fail(code: 1 | 2 | 3) {
      pending?.fail({ code, message: 'denied' } as GeolocationPositionError);
    },
  };
}

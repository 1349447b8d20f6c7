// Test helpers of the attendance features: a fake transport (the object the shell provides; no
// fetch is mocked), the providers a page needs, and a fake navigator.geolocation.
import type { ReactElement } from 'react';
import type { Transport } from '@portal/api-client';
import type { SessionClient } from '@portal/contracts';
import { renderPage } from '@portal/design-system/testing';

export { fakeTransport, paged, type TransportAnswer as Answer } from '@portal/api-client/testing';

/** The signed-in user as the session gives it: Ani, an employee at KC Bandung; `patch` changes the rest. */
export function sessionUser(patch: Partial<SessionClient> = {}): SessionClient {
  return {
    id: 1,
    name: 'u',
    pegawai_id: 3,
    nama: 'Ani',
    rolesId: [10],
    jabatan_id: null,
    kantor_id: 4,
    jabatan_nama: null,
    kantor_nama: 'KC Bandung',
    photo: null,
    is_password_default: false,
    ...patch,
  };
}

/** `route`: the address the page starts at (list state lives in the query string). */
export function renderWithProviders(ui: ReactElement, { transport, route }: { transport: Transport; route?: string }) {
  return renderPage(ui, { transport, route });
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

import { atom, useAtomValue } from 'jotai';
import { portalStore } from './session-atoms';

/**
 * How many API calls are on the wire right now, for the portal's thin top progress bar (spec: shown
 * for calls slower than PROGRESS_BAR_DELAY_MS). Counted by the transport around each send.
 */
export const pendingRequestsAtom = atom(0);

export async function trackRequest<T>(sending: Promise<T>): Promise<T> {
  portalStore.set(pendingRequestsAtom, (count) => count + 1);
  try {
    return await sending;
  } finally {
    portalStore.set(pendingRequestsAtom, (count) => Math.max(0, count - 1));
  }
}

export function usePendingRequests(): number {
  return useAtomValue(pendingRequestsAtom, { store: portalStore });
}

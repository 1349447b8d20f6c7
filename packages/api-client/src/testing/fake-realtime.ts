/**
 * The server's push channel faked in a component test (FakeEventSource), so a test moves a followed
 * job on at once instead of waiting for the follower to fall back to polling.
 */
import { act } from '@testing-library/react';
import { FakeEventSource } from './fake-event-source';

/**
 * Installs the fake push channel for the test file (the transport must answer POST /realtime/ticket)
 * and returns `push(type, data)`, which every open stream receives.
 */
export function fakeRealtime() {
  beforeAll(() => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });
  afterAll(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });
  beforeEach(() => {
    FakeEventSource.all = [];
  });
  return {
    /** Resolves once the page has opened the stream. */
    opened: () => FakeEventSource.all.length > 0,
    push: (
      type: 'job.progress' | 'job.done',
      data: { job_id: string; progress: number; status: string; message?: string | null; result_url?: string | null },
    ) =>
      act(() => {
        for (const source of FakeEventSource.all) source.emit(type, { message: null, result_url: null, ...data });
      }),
  };
}

/** The answer of POST /realtime/ticket. */
export const REALTIME_TICKET = { data: 'tiket' };

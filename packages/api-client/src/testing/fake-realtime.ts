/**
 * The server's push channel faked in a component test (FakeEventSource), so a test moves a followed
 * job on at once (instead of waiting for the follower to fall back to polling) or delivers a mail.
 */
import { act } from '@testing-library/react';
import type { RealtimeEvent, RealtimeEventType, RealtimeJob } from '../realtime';
import { FakeEventSource } from './fake-event-source';

type JobEventType = 'job.progress' | 'job.done';

/**
 * What a test passes to `push`: the event's data as the server sends it, except that a job event may
 * leave out `message` and `result_url` (they go as null, as the server sends them when unset).
 */
export type PushedData<T extends RealtimeEventType> = T extends JobEventType
  ? Omit<RealtimeJob, 'message' | 'result_url'> & Partial<Pick<RealtimeJob, 'message' | 'result_url'>>
  : Extract<RealtimeEvent, { type: T }>['data'];

const JOB_EVENT_TYPES: readonly RealtimeEventType[] = ['job.progress', 'job.done'];

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
    /** True once the page has opened the stream. */
    opened: () => FakeEventSource.all.length > 0,
    /** How many streams the page has opened (one per tab: shared by every subscriber). */
    openCount: () => FakeEventSource.all.length,
    push: <T extends RealtimeEventType>(type: T, data: PushedData<T>) =>
      act(() => {
        const sent = JOB_EVENT_TYPES.includes(type) ? { message: null, result_url: null, ...data } : data;
        for (const source of FakeEventSource.all) source.emit(type, sent);
      }),
  };
}

/** The answer of POST /realtime/ticket. */
export const REALTIME_TICKET = { data: 'tiket' };

// The push-channel client: tickets through the real transport, a fake EventSource (jsdom has none),
// reconnects with backoff and a fresh ticket, the shared connection behind useRealtime.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  connectRealtime,
  reconnectDelay,
  subscribeRealtime,
  useRealtime,
  type RealtimeEvent,
  type RealtimeStatus,
} from './realtime';
import { fakeFetch, type FakeAnswer, type FakeCall } from './testing/fake-fetch';
import { clearSession, saveSession } from './token-store';
import { createTransport, type Transport } from './transport';
import { TransportProvider } from './transport-context';
import { FakeEventSource } from './testing/fake-event-source';
import { loginAnswer, testClient } from './testing/session-fixtures';

const client = testClient();

const latest = () => FakeEventSource.all[FakeEventSource.all.length - 1];
const ticketOf = (source: FakeEventSource) => new URL(source.url, 'http://x').searchParams.get('ticket');

let tickets = 0;
let answer: (call: FakeCall) => FakeAnswer;
let transport: Transport;
let calls: FakeCall[];

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.all = [];
  tickets = 0;
  answer = () => ({ body: { data: `tiket-${++tickets}` } });
  const fake = fakeFetch((call) => answer(call));
  calls = fake.calls;
  transport = createTransport({ baseUrl: '/api', fetch: fake.fetch, now: () => 1_800_000_000_000 });
  clearSession();
  saveSession(loginAnswer(client), 1_800_000_000_000);
});
afterEach(() => {
  jest.useRealTimers();
});

const options = (onEvent: (e: RealtimeEvent) => void, statuses: RealtimeStatus[] = []) => ({
  onEvent,
  onStatus: (s: RealtimeStatus) => void statuses.push(s),
  createEventSource: (url: string) => new FakeEventSource(url),
  random: () => 1,
});

describe('connectRealtime', () => {
  it('trades the access token for a ticket, opens the stream with it and hands typed events over', async () => {
    const events: RealtimeEvent[] = [];
    const statuses: RealtimeStatus[] = [];
    const connection = connectRealtime(
      transport,
      options((e) => events.push(e), statuses),
    );
    await jest.advanceTimersByTimeAsync(0);

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/realtime/ticket' });
    expect(calls[0].headers.Authorization).toBe('Bearer tok');
    const source = latest();
    expect(source.url).toBe('/api/realtime/stream?ticket=tiket-1');
    source.open();

    source.emit('notification', { id: 'n-1', title: 'Export', message: 'Selesai', variant: 'success' });
    source.emit('mail.unread', { count: 2 });
    source.emit('job.done', { job_id: 'j', progress: 100, status: 'done', message: null, result_url: '/r' });
    source.emit('mail.unread', 'bukan json');
    source.emit('lain', { x: 1 });
    expect(events).toEqual([
      { type: 'notification', data: { id: 'n-1', title: 'Export', message: 'Selesai', variant: 'success' } },
      { type: 'mail.unread', data: { count: 2 } },
      { type: 'job.done', data: { job_id: 'j', progress: 100, status: 'done', message: null, result_url: '/r' } },
    ]);
    expect(statuses).toEqual(['connecting', 'open']);

    connection.close();
    expect(source.closed).toBe(true);
    expect(statuses[statuses.length - 1]).toBe('closed');
  });

  it('reconnects after an error with a fresh ticket, backing off 1 s, 2 s, 4 s… and resetting once open', async () => {
    const connection = connectRealtime(
      transport,
      options(() => undefined),
    );
    await jest.advanceTimersByTimeAsync(0);
    const first = latest();
    first.fail();
    expect(first.closed).toBe(true);

    await jest.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.all).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.all).toHaveLength(2);
    expect(ticketOf(latest())).toBe('tiket-2');

    latest().fail();
    await jest.advanceTimersByTimeAsync(1999);
    expect(FakeEventSource.all).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(ticketOf(latest())).toBe('tiket-3');

    latest().open(); // a working connection resets the backoff
    latest().fail();
    await jest.advanceTimersByTimeAsync(1000);
    expect(ticketOf(latest())).toBe('tiket-4');
    connection.close();
  });

  it('retries when the ticket request fails, and stops for good on 401', async () => {
    answer = () => ({ status: 503, body: { message: 'maintenance' } });
    const statuses: RealtimeStatus[] = [];
    const connection = connectRealtime(
      transport,
      options(() => undefined, statuses),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.all).toHaveLength(0);
    expect(statuses).toEqual(['connecting', 'waiting']);

    answer = () => ({ status: 401, body: { message: 'Unauthenticated.' } });
    await jest.advanceTimersByTimeAsync(1000);
    expect(statuses).toEqual(['connecting', 'waiting', 'connecting', 'closed']);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
    expect(FakeEventSource.all).toHaveLength(0);
    connection.close();
  });

  it('close() cancels a pending reconnect', async () => {
    const connection = connectRealtime(
      transport,
      options(() => undefined),
    );
    await jest.advanceTimersByTimeAsync(0);
    latest().fail();
    connection.close();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('spreads reconnect delays over the upper half and caps them', () => {
    expect(reconnectDelay(0, 1000, 30_000, 0)).toBe(500);
    expect(reconnectDelay(0, 1000, 30_000, 1)).toBe(1000);
    expect(reconnectDelay(3, 1000, 30_000, 1)).toBe(8000);
    expect(reconnectDelay(20, 1000, 30_000, 1)).toBe(30_000);
  });
});

describe('useRealtime / subscribeRealtime', () => {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <TransportProvider transport={transport}>{children}</TransportProvider>
  );
  const fakeOptions = { createEventSource: (url: string) => new FakeEventSource(url), random: () => 1 };

  it('shares one stream between components; the last one to unmount closes it', async () => {
    const a: RealtimeEvent[] = [];
    const b: RealtimeEvent[] = [];
    const first = renderHook(() => useRealtime((e) => a.push(e), fakeOptions), { wrapper });
    const second = renderHook(() => useRealtime((e) => b.push(e), fakeOptions), { wrapper });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(FakeEventSource.all).toHaveLength(1);
    expect(calls).toHaveLength(1);

    act(() => latest().emit('mail.unread', { count: 5 }));
    expect(a).toEqual([{ type: 'mail.unread', data: { count: 5 } }]);
    expect(b).toEqual(a);

    first.unmount();
    expect(latest().closed).toBe(false);
    second.unmount();
    expect(latest().closed).toBe(true);
  });

  it('follows a changed handler without reconnecting', async () => {
    const seen: string[] = [];
    const { rerender, unmount } = renderHook(({ label }) => useRealtime(() => seen.push(label), fakeOptions), {
      wrapper,
      initialProps: { label: 'satu' },
    });
    await act(() => jest.advanceTimersByTimeAsync(0));
    rerender({ label: 'dua' });
    act(() => latest().emit('mail.unread', { count: 1 }));
    expect(seen).toEqual(['dua']);
    expect(FakeEventSource.all).toHaveLength(1);
    unmount();
  });

  it('subscribeRealtime returns an unsubscribe that is safe to call twice', async () => {
    const off = subscribeRealtime(transport, () => undefined, fakeOptions);
    await jest.advanceTimersByTimeAsync(0);
    off();
    off();
    expect(latest().closed).toBe(true);
  });
});

it('turns itself off where EventSource does not exist', async () => {
  jest.useFakeTimers();
  const statuses: RealtimeStatus[] = [];
  connectRealtime(transport, { onEvent: () => undefined, onStatus: (s) => void statuses.push(s) });
  await jest.advanceTimersByTimeAsync(60_000);
  expect(statuses).toEqual(['connecting', 'closed']);
  expect(calls).toHaveLength(1);
});

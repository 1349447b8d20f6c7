// useFollowJob: realtime first, polling only when the push channel stays quiet.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mergeJobSnapshot, useFollowJob, type FollowJobOptions, type JobSnapshot } from './follow-job';
import type { Job } from './jobs';
import type { Transport } from './transport';
import { TransportProvider } from './transport-context';
import { FakeEventSource } from './testing/fake-event-source';
import { queuedJob } from './testing/job-fixtures';

const ID = '0a3fddf7-e72a-4c22-b7be-6b9972586ec3';

const job = (patch: Partial<Job>): Job => queuedJob(ID, { message: null, ...patch });

/** The transport as the hook uses it: tickets for the stream, job states for the polls. */
function fakeTransport(polls: Partial<Job>[]) {
  let i = 0;
  const request = jest.fn(async (method: string, path: string) => {
    if (method === 'POST' && path === '/realtime/ticket') return { data: 'tiket' };
    if (method === 'GET' && path === `/general/jobs/${ID}`)
      return { data: job(polls[Math.min(i++, polls.length - 1)]) };
    throw new Error(`unexpected ${method} ${path}`);
  });
  const transport = {
    baseUrl: '/api',
    now: Date.now,
    url: (p: string) => `/api${p}`,
    getAccessToken: async () => 't',
    request,
  } as unknown as Transport;
  return {
    transport,
    request,
    polled: () => request.mock.calls.filter(([m, p]) => m === 'GET' && p === `/general/jobs/${ID}`).length,
  };
}

function follow(transport: Transport, options: FollowJobOptions) {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <TransportProvider transport={transport}>{children}</TransportProvider>
  );
  return renderHook(({ id }: { id: string | null }) => useFollowJob(id, options), {
    wrapper,
    initialProps: { id: ID as string | null },
  });
}

const stream = () => FakeEventSource.all[FakeEventSource.all.length - 1];

beforeAll(() => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterAll(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});
beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.all = [];
});
afterEach(() => jest.useRealTimers());

describe('useFollowJob', () => {
  it('follows the push channel and never polls while events keep coming', async () => {
    const { transport, polled } = fakeTransport([{ status: 'running' }]);
    const done: Array<[JobSnapshot, string]> = [];
    const { result, unmount } = follow(transport, { fallbackAfterMs: 3000, onDone: (j, via) => done.push([j, via]) });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(result.current.job).toMatchObject({ id: ID, status: 'queued', progress: 0 });

    act(() =>
      stream().emit('job.progress', {
        job_id: 'lain',
        progress: 90,
        status: 'running',
        message: null,
        result_url: null,
      }),
    );
    expect(result.current.job?.progress).toBe(0);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    act(() =>
      stream().emit('job.progress', {
        job_id: ID,
        progress: 41.6,
        status: 'running',
        message: 'Membaca data pegawai',
        result_url: null,
      }),
    );
    expect(result.current.job).toMatchObject({ status: 'running', progress: 41.6, message: 'Membaca data pegawai' });
    // Each event restarts the wait: 2 s + 2 s is past the first deadline, but not past the second.
    await act(() => jest.advanceTimersByTimeAsync(2000));
    act(() =>
      stream().emit('job.done', {
        job_id: ID,
        progress: 100,
        status: 'done',
        message: 'Selesai',
        result_url: `/api/general/jobs/${ID}/result`,
      }),
    );
    expect(result.current.job).toMatchObject({
      status: 'done',
      progress: 100,
      result_url: `/api/general/jobs/${ID}/result`,
    });
    expect(done).toEqual([[expect.objectContaining({ status: 'done' }), 'realtime']]);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(polled()).toBe(0);
    expect(result.current.polling).toBe(false);
    unmount();
  });

  it('polls when no event arrives in time, and reports the end once', async () => {
    const { transport, polled } = fakeTransport([
      { status: 'running', progress: 30 },
      {
        status: 'done',
        progress: 100,
        result_url: `/api/general/jobs/${ID}/result`,
        result: { file_name: 'data-pegawai.xlsx' },
      },
    ]);
    const done: string[] = [];
    const { result, unmount } = follow(transport, {
      fallbackAfterMs: 3000,
      pollIntervalMs: 500,
      onDone: (_j, via) => done.push(via),
    });
    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(polled()).toBe(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(result.current).toMatchObject({ polling: true, job: { status: 'running', progress: 30 } });
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(result.current.job).toMatchObject({ status: 'done', job: { result: { file_name: 'data-pegawai.xlsx' } } });
    // A late push for the same job changes nothing.
    act(() =>
      stream().emit('job.done', { job_id: ID, progress: 100, status: 'done', message: null, result_url: null }),
    );
    expect(done).toEqual(['poll']);
    expect(polled()).toBe(2);
    unmount();
  });

  it('with realtimeOnly never polls', async () => {
    const { transport, polled } = fakeTransport([{ status: 'running' }]);
    const { result, unmount } = follow(transport, { fallbackAfterMs: 100, realtimeOnly: true });
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(polled()).toBe(0);
    expect(result.current).toMatchObject({ polling: false, job: { status: 'queued' } });
    unmount();
  });

  it('a failed job ends the follow with its state; a null id follows nothing', async () => {
    const { transport } = fakeTransport([{ status: 'failed', progress: 20, error: 'Disk penuh' }]);
    const { result, rerender, unmount } = follow(transport, { fallbackAfterMs: 10 });
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(result.current.job).toMatchObject({ status: 'failed', job: { error: 'Disk penuh' } });
    rerender({ id: null });
    expect(result.current.job).toBeNull();
    unmount();
  });
});

describe('mergeJobSnapshot', () => {
  it('keeps the job row and brings it up to date from a push', () => {
    const polled: JobSnapshot = {
      id: ID,
      status: 'running',
      progress: 10,
      message: null,
      result_url: null,
      job: job({ status: 'running', progress: 10, result: { file_name: 'x.xlsx' } }),
    };
    const pushed: JobSnapshot = { id: ID, status: 'done', progress: 100, message: 'Selesai', result_url: '/api/r' };
    expect(mergeJobSnapshot(polled, pushed).job).toMatchObject({
      status: 'done',
      progress: 100,
      result_url: '/api/r',
      result: { file_name: 'x.xlsx' },
    });
    expect(mergeJobSnapshot(null, pushed)).toBe(pushed);
  });
});

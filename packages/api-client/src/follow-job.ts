import { useCallback, useEffect, useRef, useState } from 'react';
import { JobFailedError, pollJob, type Job, type JobStatus } from './jobs';
import { useRealtime, type RealtimeJob } from './realtime';
import { useTransport } from './transport-context';

/**
 * Following one background job on screen: the push channel (`job.progress` / `job.done`) first;
 * when no event for the job has arrived for `fallbackAfterMs` (the stream is down, a proxy buffers
 * it, the browser has no EventSource), the job API is polled until the job ends. Each realtime
 * event restarts that wait, so a job that reports regularly is never polled.
 */

/** What is known of a followed job: the event's fields, and the full row once the job API answered. */
export interface JobSnapshot {
  id: string;
  status: JobStatus;
  /** 0–100. */
  progress: number;
  message: string | null;
  result_url: string | null;
  /** The job API's row (result, file name, error), when the state came from polling. */
  job?: Job;
}

export type JobUpdateSource = 'realtime' | 'poll';

/** Wait for a first (or next) realtime event before polling. */
export const JOB_REALTIME_FALLBACK_MS = 4000;

const STATUSES: readonly JobStatus[] = ['queued', 'running', 'done', 'failed'];

export function isJobFinished(status: JobStatus): boolean {
  return status === 'done' || status === 'failed';
}

export function jobSnapshotFromRealtime(data: RealtimeJob, done = false): JobSnapshot {
  const status = STATUSES.includes(data.status as JobStatus) ? (data.status as JobStatus) : done ? 'done' : 'running';
  return { id: data.job_id, status, progress: data.progress, message: data.message, result_url: data.result_url };
}

export function jobSnapshotFromJob(job: Job): JobSnapshot {
  return {
    id: job.id,
    status: job.status,
    progress: job.progress,
    message: job.message,
    result_url: job.result_url,
    job,
  };
}

/** The newer state wins; the job row is kept (and brought up to date) when the newer state has none. */
export function mergeJobSnapshot(previous: JobSnapshot | null, next: JobSnapshot): JobSnapshot {
  if (next.job || !previous?.job || previous.id !== next.id) return next;
  const { status, progress, message, result_url } = next;
  return {
    ...next,
    job: { ...previous.job, status, progress, message, result_url: result_url ?? previous.job.result_url },
  };
}

export interface FollowJobOptions {
  /** Without a realtime event for this long, poll instead (default 4000 ms). */
  fallbackAfterMs?: number;
  /** Never poll: only what the push channel delivers (diagnostics, tests of the push path). */
  realtimeOnly?: boolean;
  /** First wait between polls (pollJob's default otherwise). */
  pollIntervalMs?: number;
  /** Every change, from either path. */
  onUpdate?: (job: JobSnapshot, source: JobUpdateSource) => void;
  /** Once, when the job is done or failed. */
  onDone?: (job: JobSnapshot, source: JobUpdateSource) => void;
}

export interface FollowJobState {
  /** Null while no job is followed. */
  job: JobSnapshot | null;
  /** The fallback polling is running. */
  polling: boolean;
  /** A poll that failed (ApiError); the job itself failing shows as `job.status === 'failed'`. */
  error: unknown;
}

interface Session {
  id: string;
  finished: boolean;
  /** Restarts the wait before polling. */
  kick(): void;
  stop(): void;
}

const IDLE: FollowJobState & { id: string | null } = { id: null, job: null, polling: false, error: null };

export function useFollowJob(jobId: string | null | undefined, options: FollowJobOptions = {}): FollowJobState {
  const transport = useTransport();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const session = useRef<Session | null>(null);
  const [state, setState] = useState<FollowJobState & { id: string | null }>(IDLE);

  const apply = useCallback((snapshot: JobSnapshot, source: JobUpdateSource) => {
    const current = session.current;
    if (!current || current.id !== snapshot.id || current.finished) return;
    const finished = isJobFinished(snapshot.status);
    if (finished) {
      current.finished = true;
      current.stop();
    } else if (source === 'realtime') {
      current.kick();
    }
    setState((prev) =>
      prev.id === snapshot.id
        ? { ...prev, job: mergeJobSnapshot(prev.job, snapshot), polling: finished ? false : prev.polling }
        : prev,
    );
    latest.current.onUpdate?.(snapshot, source);
    if (finished) latest.current.onDone?.(snapshot, source);
  }, []);

  useRealtime((event) => {
    if (event.type !== 'job.progress' && event.type !== 'job.done') return;
    if (event.data.job_id !== session.current?.id) return;
    apply(jobSnapshotFromRealtime(event.data, event.type === 'job.done'), 'realtime');
  });

  useEffect(() => {
    if (!jobId) {
      session.current = null;
      setState(IDLE);
      return undefined;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polling = false;

    const startPolling = () => {
      if (polling || controller.signal.aborted) return;
      polling = true;
      setState((prev) => (prev.id === jobId ? { ...prev, polling: true } : prev));
      pollJob(transport, jobId, {
        signal: controller.signal,
        intervalMs: latest.current.pollIntervalMs,
        onProgress: (job) => apply(jobSnapshotFromJob(job), 'poll'),
      })
        .then((job) => apply(jobSnapshotFromJob(job), 'poll'))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof JobFailedError) return apply(jobSnapshotFromJob(error.job), 'poll');
          setState((prev) => (prev.id === jobId ? { ...prev, polling: false, error } : prev));
        });
    };
    const kick = () => {
      if (latest.current.realtimeOnly || polling || controller.signal.aborted) return;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(startPolling, latest.current.fallbackAfterMs ?? JOB_REALTIME_FALLBACK_MS);
    };
    const stop = () => {
      if (timer !== undefined) clearTimeout(timer);
      controller.abort();
    };

    session.current = { id: jobId, finished: false, kick, stop };
    setState({
      id: jobId,
      job: { id: jobId, status: 'queued', progress: 0, message: null, result_url: null },
      polling: false,
      error: null,
    });
    kick();
    return () => {
      stop();
      if (session.current?.id === jobId) session.current = null;
    };
  }, [jobId, transport, apply]);

  // Until the effect has run for a new id, the previous job's state must not show under it.
  if (!jobId || state.id !== jobId) return { job: null, polling: false, error: null };
  return { job: state.job, polling: state.polling, error: state.error };
}

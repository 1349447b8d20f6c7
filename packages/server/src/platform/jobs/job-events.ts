/**
 * What other parts of the server can hear about background jobs.
 *
 * In this process: `jobs.events.onProgress(…)` / `onDone(…)` fire for jobs run by this process's
 * worker (the realtime push subscribes here and forwards to the job's owner).
 * Across processes: every event is also sent with `pg_notify('job_events', json)`; a process that
 * serves the browser but does not run the job LISTENs on that channel. A subscriber should use one
 * of the two paths, not both, or it sees local events twice.
 */
import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { JobStatus } from '../db/schema.js';

export const JOB_EVENTS_CHANNEL = 'job_events';

export interface JobProgressEvent {
  type: 'progress';
  jobId: string;
  name: string;
  /** The owner: whom to tell. Null for scheduled jobs. */
  userId: number | null;
  status: 'running';
  progress: number;
  message: string | null;
}

export interface JobDoneEvent {
  type: 'done';
  jobId: string;
  name: string;
  userId: number | null;
  status: Extract<JobStatus, 'done' | 'failed'>;
  progress: number;
  message: string | null;
  /** Where the client fetches the result file (GET, with the access token), when there is one. */
  resultUrl: string | null;
  error: string | null;
}

export type JobEvent = JobProgressEvent | JobDoneEvent;
export type Unsubscribe = () => void;

/** The hook for realtime: EventEmitter-like, each `on…` returns its own unsubscribe. */
export interface JobEvents {
  onProgress(listener: (event: JobProgressEvent) => void): Unsubscribe;
  onDone(listener: (event: JobDoneEvent) => void): Unsubscribe;
}

/** The in-process implementation; the job service emits, subscribers listen. */
export class LocalJobEvents implements JobEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Every browser connection of a busy node may subscribe; no leak warning at 11.
    this.emitter.setMaxListeners(0);
  }

  onProgress(listener: (event: JobProgressEvent) => void): Unsubscribe {
    this.emitter.on('progress', listener);
    return () => this.emitter.off('progress', listener);
  }

  onDone(listener: (event: JobDoneEvent) => void): Unsubscribe {
    this.emitter.on('done', listener);
    return () => this.emitter.off('done', listener);
  }

  /** A throwing subscriber must not fail the job that raised the event. */
  emit(event: JobEvent, onListenerError: (err: unknown) => void): void {
    for (const listener of this.emitter.listeners(event.type)) {
      try {
        (listener as (e: JobEvent) => void)(event);
      } catch (err) {
        onListenerError(err);
      }
    }
  }
}

/** NOTIFY payloads are limited to 8000 bytes; long texts are cut so the event still goes out. */
function clip(text: string | null, max = 1000): string | null {
  return text !== null && text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Sends the event to every process LISTENing on `job_events` (delivered when `db`'s transaction commits). */
export async function notifyJobEvent(db: Db, event: JobEvent): Promise<void> {
  const payload =
    event.type === 'done'
      ? { ...event, message: clip(event.message), error: clip(event.error) }
      : { ...event, message: clip(event.message) };
  await sql`SELECT pg_notify(${JOB_EVENTS_CHANNEL}, ${JSON.stringify(payload)})`.execute(db);
}

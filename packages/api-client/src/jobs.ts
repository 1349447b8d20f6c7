import type { JobStatus, JobView, Paged } from '@portal/contracts';
import type { QueryParams } from './query-string';
import type { Transport } from './transport';

/**
 * Background jobs (exports, reports, imports, dashboard refresh): the server answers a job id at
 * once ('Export data pegawai created, menunggu proses selesai.'); the page follows the job with
 * `pollJob` (or the realtime channel) and shows its real progress.
 */
export type { JobStatus };

/** A job as GET /api/general/jobs/{id} answers it (the contract's JobView), its `result` typed by the caller. */
export type Job<R = unknown> = Omit<JobView, 'result'> & { result: R | null };

export const JOB_POLL_INTERVAL_MS = 1000;
/** Polling slows down to this for long jobs, so a tab left open does not hammer the server. */
export const JOB_POLL_MAX_INTERVAL_MS = 5000;

/** A job ended in `failed`; `message` is the server's text for the user. */
export class JobFailedError extends Error {
  readonly job: Job;
  constructor(job: Job) {
    super(job.error || job.message || 'Proses gagal');
    this.name = 'JobFailedError';
    this.job = job;
  }
}

export function getJob<R = unknown>(transport: Transport, id: string, signal?: AbortSignal): Promise<Job<R>> {
  return transport
    .request<{ data: Job<R> }>('GET', `/general/jobs/${encodeURIComponent(id)}`, { signal })
    .then((r) => r.data);
}

/** The caller's own jobs, newest first; filter with `name` and `status`. */
export function listJobs(transport: Transport, query: QueryParams = {}, signal?: AbortSignal): Promise<Paged<Job>> {
  return transport.request<Paged<Job>>('GET', '/general/jobs', { query, signal });
}

export interface PollJobOptions {
  /** First wait between polls (default 1000 ms); it grows by half each time nothing changed. */
  intervalMs?: number;
  maxIntervalMs?: number;
  /** Called with the job whenever its status, progress or message changes (also the first time). */
  onProgress?: (job: Job) => void;
  signal?: AbortSignal;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('Aborted', 'AbortError');
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Follows a job until it ends: resolves with the finished job, rejects with JobFailedError when
 * it failed, with the signal's reason when aborted, and with the ApiError of a failed poll.
 */
export async function pollJob<R = unknown>(
  transport: Transport,
  id: string,
  options: PollJobOptions = {},
): Promise<Job<R>> {
  const first = options.intervalMs ?? JOB_POLL_INTERVAL_MS;
  const max = Math.max(first, options.maxIntervalMs ?? JOB_POLL_MAX_INTERVAL_MS);
  let interval = first;
  let last = '';
  for (;;) {
    const job = await getJob<R>(transport, id, options.signal);
    const seen = `${job.status}|${job.progress}|${job.message ?? ''}`;
    if (seen !== last) {
      last = seen;
      interval = first;
      options.onProgress?.(job as Job);
    } else {
      interval = Math.min(max, Math.round(interval * 1.5));
    }
    if (job.status === 'done') return job;
    if (job.status === 'failed') throw new JobFailedError(job as Job);
    await wait(interval, options.signal);
  }
}

/** `result_url` as a path for the transport, whose base already ends in /api. */
export function jobResultPath(job: Pick<Job, 'result_url'>): string | null {
  if (!job.result_url) return null;
  return job.result_url.replace(/^\/api(?=\/)/, '');
}

/** Downloads a finished job's file with the access token: the blob and the name to save it as. */
export async function downloadJobResult(
  transport: Transport,
  job: Job,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const path = jobResultPath(job);
  if (!path) throw new Error('Proses ini belum memiliki file hasil');
  const blob = await transport.request<Blob>('GET', path, { responseType: 'blob', signal });
  const given = (job.result as { file_name?: unknown } | null)?.file_name;
  return { blob, fileName: typeof given === 'string' && given ? given : `${job.name}.bin` };
}

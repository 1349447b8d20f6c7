import { useEffect, useMemo, useRef, useState } from 'react';
import {
  isJobFinished,
  jobSnapshotFromRealtime,
  useFollowJob,
  useRealtime,
  type JobSnapshot,
} from '@portal/api-client';
import { usePegawaiExportJobs, type ExportJobsQuery, type PegawaiExportJob } from './api';

export interface ExportJobsOptions {
  /** The job to follow closely (started on this page, or one found running): polled when the push channel is quiet. */
  activeJobId: string | null;
  /** No polling at all: only pushed events move the jobs (`?realtime=only`). */
  realtimeOnly?: boolean;
  /** Once per job that finished while this page watched it. */
  onFinished?: (job: PegawaiExportJob) => void;
  /** The format's job name (default the first format, pegawai.export). */
  job?: string;
}

/** A list row with what was pushed since it was read; a finished row is final. */
export function withLiveState(job: PegawaiExportJob, live: JobSnapshot | undefined): PegawaiExportJob {
  if (!live || isJobFinished(job.status)) return job;
  return {
    ...job,
    status: live.status,
    progress: live.progress,
    message: live.message ?? job.message,
    result_url: live.result_url ?? job.result_url,
  };
}

/**
 * The caller's export jobs, kept live: push events move the rows at once; an event for a job the
 * list does not know yet (started in another tab, or on another server) reloads the list once;
 * a finished job reloads it for its file name. The active job falls back to polling.
 */
export function useExportJobs(
  query: ExportJobsQuery,
  { activeJobId, realtimeOnly = false, onFinished, job }: ExportJobsOptions,
) {
  const list = usePegawaiExportJobs(query, job);
  const [live, setLive] = useState<Readonly<Record<string, JobSnapshot>>>({});
  const reloadedFor = useRef(new Set<string>());
  // Jobs seen unfinished while this page was open: only their end is announced.
  const watching = useRef(new Set<string>());
  const announced = useRef(new Set<string>());

  const remember = (snapshot: JobSnapshot) => {
    if (!isJobFinished(snapshot.status)) watching.current.add(snapshot.id);
    setLive((current) => ({ ...current, [snapshot.id]: snapshot }));
  };

  useRealtime((event) => {
    if (event.type !== 'job.progress' && event.type !== 'job.done') return;
    const snapshot = jobSnapshotFromRealtime(event.data, event.type === 'job.done');
    const row = list.data?.data.find((job) => job.id === snapshot.id);
    if (row && isJobFinished(row.status)) return;
    // Pushed while unfinished: the page saw it run, even when only its end arrived.
    watching.current.add(snapshot.id);
    remember(snapshot);
    if (!row && !reloadedFor.current.has(snapshot.id)) {
      reloadedFor.current.add(snapshot.id);
      void list.mutate();
    } else if (row && isJobFinished(snapshot.status)) {
      void list.mutate();
    }
  });

  const followed = useFollowJob(activeJobId, {
    realtimeOnly,
    onUpdate: (snapshot, source) => {
      if (source === 'poll') remember(snapshot);
    },
    onDone: () => void list.mutate(),
  });

  const rows = useMemo(() => (list.data?.data ?? []).map((job) => withLiveState(job, live[job.id])), [list.data, live]);

  const latestOnFinished = useRef(onFinished);
  useEffect(() => {
    latestOnFinished.current = onFinished;
  });
  useEffect(() => {
    if (activeJobId) watching.current.add(activeJobId);
  }, [activeJobId]);
  // Announced from the reloaded row (not the pushed state), which carries the result: row count, file name.
  useEffect(() => {
    for (const row of list.data?.data ?? []) {
      if (!isJobFinished(row.status)) watching.current.add(row.id);
      else if (watching.current.has(row.id) && !announced.current.has(row.id)) {
        announced.current.add(row.id);
        latestOnFinished.current?.(row);
      }
    }
  }, [list.data]);

  const paged = list.data ? { ...list.data, data: rows } : undefined;
  return { list, paged, rows, followed, live };
}

import { useState, type ReactNode } from 'react';
import { downloadJobResult, getJob, useFollowJob, useTransport, type JobSnapshot } from '@portal/api-client';
import { JobProgress } from './JobProgress';
import { jobToastId, notify } from './toast';
import { downloadFile } from './useFileOpener';
import { notifyError } from './api-form';

export interface FollowedJobProps {
  /** The job started on this page; nothing is shown without one. */
  jobId: string | null | undefined;
  /** What runs or what it produces, e.g. 'Reset struktur SOTK', 'Laporan absensi 2026'. */
  label: string;
  /** Once done: an 'Unduh' button that saves the job's result file. */
  downloadable?: boolean;
  onDone?: (job: JobSnapshot) => void;
  /** Extra content under the progress once the job has ended. */
  children?: (job: JobSnapshot) => ReactNode;
  testId?: string;
}

/**
 * A background job started on this page, followed as the server pushes it (polling when the push
 * channel is quiet): its real progress and message, a notification when it ends, and the result
 * file to download. Every page that starts a job uses this one (export, import, reset, report).
 */
export function FollowedJob({
  jobId,
  label,
  downloadable = false,
  onDone,
  children,
  testId = 'followed-job',
}: FollowedJobProps) {
  const transport = useTransport();
  const [downloading, setDownloading] = useState(false);
  const { job } = useFollowJob(jobId, {
    onDone: (done) => {
      const id = jobToastId(done.id);
      if (done.status === 'failed') notify.error(done.message ?? 'Proses gagal', { title: `${label} gagal`, id });
      else notify.success(done.message ?? 'Selesai', { title: `${label} selesai`, id });
      onDone?.(done);
    },
  });
  if (!jobId || !job) return null;

  const download = async () => {
    setDownloading(true);
    try {
      // Read the finished row once more: pushed events update status and address, not the result
      // (its file name), so the row kept from an earlier poll may still lack it.
      const { blob, fileName } = await downloadJobResult(transport, await getJob(transport, job.id));
      downloadFile(blob, fileName);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };
  const ended = job.status === 'done' || job.status === 'failed';
  return (
    <>
      <JobProgress
        name={label}
        status={job.status}
        progress={job.progress}
        message={job.message}
        onDownload={downloadable ? () => void download() : undefined}
        downloading={downloading}
        testId={testId}
      />
      {ended && children ? children(job) : null}
    </>
  );
}

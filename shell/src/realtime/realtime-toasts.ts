import type { RealtimeEvent } from '@portal/api-client';
import { NOTIFY_MS } from '@portal/domain';
import { jobToastId, notify, toaster } from '@portal/design-system';

export const JOB_DONE_TITLE = 'Proses selesai';
export const JOB_FAILED_TITLE = 'Proses gagal';
/** Spec section 8's text for a finished background job without its own message. */
export const JOB_DONE_DEFAULT = 'Job executed';

/**
 * The toast of a push event, or null for events that are not toasts (mail.unread, job.progress are
 * for the screens that show them). Returns the toast's id: a `notification` keeps the server's
 * random id, so `notify.remove(id)` removes it. A job's toast has the id `jobToastId(job_id)`, so
 * a page that announces the same job (after polling, or in its own words) replaces it, not doubles it.
 */
export function showRealtimeToast(event: RealtimeEvent): string | null {
  if (event.type === 'notification') {
    const { id, title, message, variant } = event.data;
    toaster.create({
      id,
      type: variant,
      title: title || undefined,
      description: message,
      duration: NOTIFY_MS.default,
      closable: true,
      meta: { progress: false },
    });
    return id;
  }
  if (event.type === 'job.done') {
    const { job_id, status, message } = event.data;
    const id = jobToastId(job_id);
    return status === 'failed'
      ? notify.error(message ?? JOB_FAILED_TITLE, { title: JOB_FAILED_TITLE, id })
      : notify.success(message ?? JOB_DONE_DEFAULT, { title: JOB_DONE_TITLE, id });
  }
  return null;
}

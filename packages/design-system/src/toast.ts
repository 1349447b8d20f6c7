import { createToaster } from '@chakra-ui/react';
import { NOTIFY_DURATION, TEXTS } from './texts';

/** The one toaster of the portal; `<Toaster />` (inside PortalProvider) renders what it holds. */
export const toaster = createToaster({
  placement: 'top-end',
  duration: NOTIFY_DURATION.default,
  pauseOnPageIdle: true,
  max: 6,
});

export type NotifyType = 'success' | 'error' | 'warning' | 'info';

export interface NotifyOptions {
  title?: string;
  /** Milliseconds; default 5000. */
  duration?: number;
  /** Show the shrinking time bar under the message. */
  progress?: boolean;
  /** Can the user close it (default true). */
  closable?: boolean;
  /**
   * A fixed id instead of a random one: showing again under the same id replaces the toast, so two
   * parts of the portal that announce the same thing (e.g. `jobToastId(jobId)`) show it once.
   */
  id?: string;
}

const DEFAULT_TITLES: Partial<Record<NotifyType, string>> = { error: TEXTS.errorTitle };

function randomId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  return `notify-${uuid ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`}`;
}

/** The one toast of a finished background job, whoever announces it (push channel or the page). */
export function jobToastId(jobId: string): string {
  return `job-${jobId}`;
}

function show(type: NotifyType, description: string, options: NotifyOptions = {}): string {
  const id = options.id ?? randomId();
  toaster.create({
    id,
    type,
    description,
    title: options.title ?? DEFAULT_TITLES[type],
    duration: options.duration ?? NOTIFY_DURATION.default,
    closable: options.closable ?? true,
    meta: { progress: options.progress ?? false },
  });
  return id;
}

/**
 * Notifications with the spec's texts and durations. Every call returns the notification's
 * random id, which `notify.remove(id)` takes.
 */
export const notify = {
  success: (description: string, options?: NotifyOptions) => show('success', description, options),
  error: (description: string, options?: NotifyOptions) => show('error', description, options),
  warning: (description: string, options?: NotifyOptions) => show('warning', description, options),
  info: (description: string, options?: NotifyOptions) => show('info', description, options),

  /** After a 401: 'Sesi berakhir, silahkan login kembali', 2 s. */
  sessionEnded: () => show('warning', TEXTS.sessionEnded, { duration: NOTIFY_DURATION.sessionEnded }),

  /**
   * Weak/default password warning: 15 s; with `hold` (the user is kept on the profile page)
   * the text gets the suffix about other pages and lasts 10 s.
   */
  defaultPassword: (hold = false) =>
    hold
      ? show('warning', TEXTS.defaultPasswordHold, {
          duration: NOTIFY_DURATION.defaultPasswordHold,
        })
      : show('warning', TEXTS.defaultPassword, { duration: NOTIFY_DURATION.defaultPassword }),

  /** After saving a leave draft: 'Warning!' / 'Cek kembali sebelum Request Approval', 5 s with a time bar. */
  draftWarning: () =>
    show('warning', TEXTS.draftWarning, {
      title: TEXTS.warningTitle,
      duration: NOTIFY_DURATION.draftWarning,
      progress: true,
    }),

  /** KPI draft: non-dismissible 'Proccessing . . .' warning, 5 s. */
  processing: () =>
    show('warning', TEXTS.processing, { duration: NOTIFY_DURATION.processing, closable: false, progress: true }),

  /** Remove one notification now (no exit delay), by the id a notify call returned. */
  remove: (id: string) => toaster.remove(id),
  /** Remove all notifications. */
  clear: () => toaster.remove(),
};

/**
 * The error toast of a failed action. Forms use submitToApi (`@portal/design-system/forms`), which
 * also puts a 422's messages onto the form's fields.
 */
import { ApiError } from '@portal/api-client';
import { notify } from './toast';

/** The error toast of a failed action; 401 and 403 are shown by the session and the page guard. */
export function notifyError(error: unknown): void {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
  notify.error(error instanceof Error ? error.message : String(error));
}

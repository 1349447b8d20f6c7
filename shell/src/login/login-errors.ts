import { MESSAGES } from '@portal/domain';

/** Reads the HTTP status and server message from whatever the transport threw. */
export function errorStatus(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The server's message; for a validation answer (422) the field texts say more than the summary
 * ('Captcha sudah dipakai, silakan ulangi'), so they win.
 */
export function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { body, message, errors } = error as {
    body?: { message?: unknown };
    message?: unknown;
    errors?: Record<string, unknown>;
  };
  const fieldTexts = errors
    ? Object.values(errors).flatMap((texts) => (Array.isArray(texts) ? texts.filter((t) => typeof t === 'string') : []))
    : [];
  if (fieldTexts.length > 0) return fieldTexts.join(' ');
  if (body && typeof body.message === 'string' && body.message) return body.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** A 5xx answer, or no answer at all (fetch failed): the server is down for maintenance. */
export function isMaintenanceError(error: unknown): boolean {
  const status = errorStatus(error);
  return status === undefined || status === 0 || status >= 500;
}

const LOGIN_FAILED = 'Login gagal, periksa nama user dan password';

/** Spec section 8: login 5xx → the maintenance text; any other failure → the server's own message. */
export function loginErrorText(error: unknown): string {
  if (isMaintenanceError(error)) return MESSAGES.maintenance;
  return errorMessage(error) ?? LOGIN_FAILED;
}

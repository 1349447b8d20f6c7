import { MESSAGES } from '@portal/domain';
import type { ApiErrorBody } from '@portal/contracts';

/**
 * Every failed call rejects with this: the HTTP status (0 when the server was not reached), the
 * server's message and per-field validation texts, so forms can show `errors[field]`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  /** The parsed body as the server sent it, for callers that need more than message/errors. */
  readonly body?: unknown;

  constructor(status: number, message: string, errors?: Record<string, string[]>, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as ApiErrorBody).message === 'string' &&
    (body as ApiErrorBody).message.trim() !== ''
  );
}

/** Builds the error from an already-read body text: the server's `{message, errors}`, else the status text. */
export function apiErrorFromBody(status: number, statusText: string, text: string): ApiError {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (isApiErrorBody(body)) return new ApiError(status, body.message, body.errors, body);
  return new ApiError(status, statusText || MESSAGES.somethingWrong, undefined, body);
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: string }).name === 'AbortError';
}

import { isErrorCode, type ErrorCode, type ValidationIssue } from '@tawasul/contracts/errors';

/** Failures that never reached the server, or answers that were not our error shape. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNKNOWN_ERROR';

/** What every failed call rejects with: the server's code, message and details, typed. The UI decides what to show. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    /** 0 when the request never got an answer. */
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** Reads `{ error: { code, message, details? } }`; anything else becomes a generic error for its status. */
export function toHttpError(status: number, body: unknown): HttpError {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  if (error && isErrorCode(error.code)) {
    return new HttpError(
      status,
      error.code,
      typeof error.message === 'string' ? error.message : error.code,
      error.details,
    );
  }
  return new HttpError(
    status,
    status >= 500 ? 'INTERNAL_ERROR' : 'UNKNOWN_ERROR',
    `Request failed with status ${status}`,
  );
}

/** The field issues of a VALIDATION_FAILED answer. */
export function validationIssuesOf(error: unknown): ValidationIssue[] {
  if (!isHttpError(error) || error.code !== 'VALIDATION_FAILED' || !Array.isArray(error.details)) return [];
  return error.details.filter(
    (item): item is ValidationIssue =>
      typeof item === 'object' && item !== null && Array.isArray(item.path) && typeof item.key === 'string',
  );
}

/** `details.retryAfterSeconds` of a 429 (rate limit, OTP resend too early). */
export function retryAfterSecondsOf(error: unknown): number | undefined {
  if (!isHttpError(error)) return undefined;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
}

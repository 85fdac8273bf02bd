import { ERROR_CATALOG, type ErrorCode } from '@tawasul/contracts/errors';

export interface AppErrorOptions {
  /** Values for the message's `{name}` placeholders. */
  params?: Record<string, string | number>;
  details?: unknown;
  cause?: unknown;
  /** Extra reply headers, e.g. Retry-After. */
  headers?: Record<string, string>;
}

/** A failure the client should see: the code decides the status and the translated message. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(ERROR_CATALOG[code].en, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = ERROR_CATALOG[code].status;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

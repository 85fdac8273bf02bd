/** The PostgreSQL error behind a failed query (Drizzle wraps it in `cause`), on PGlite and node-postgres alike. */
function postgresError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** The unique index a failed insert or update ran into, if that is why it failed. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  const found = postgresError(error);
  return found?.code === '23505' ? (found.constraint ?? '') : undefined;
}

/** Whether a delete failed because other rows still point at the row (`on delete restrict` reports 23001). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = postgresError(error)?.code;
  return code === '23503' || code === '23001';
}

/** Node's socket errors and node-postgres's own messages when the database cannot be reached or went away. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection ended',
  'Cannot use a pool after calling end',
];

/**
 * Why a query failed, when that is not a bug of ours:
 * - `client`: the data the client sent cannot be stored (SQLSTATE class 22, a data exception such as an invalid
 *   value or NUL; class 54, a value past a limit such as an index row's size), answered 400;
 * - `unavailable`: the database is out of reach for now (classes 08 connection, 53 insufficient resources such as
 *   the connection limit, 57P01-57P03 shutdowns, 57014 a statement timeout, 55P03 a lock timeout, 40001/40P01
 *   conflicts, and the driver's own connection and query timeouts), answered 503 with Retry-After.
 */
export function databaseFailure(error: unknown): 'client' | 'unavailable' | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (/^[0-9A-Z]{5}$/.test(code)) {
      if (code.startsWith('22') || code.startsWith('54')) return 'client';
      if (code.startsWith('08') || code.startsWith('53') || code.startsWith('57P')) return 'unavailable';
      if (['57014', '55P03', '40001', '40P01'].includes(code)) return 'unavailable';
      return undefined;
    }
    if (UNREACHABLE_CODES.has(code)) return 'unavailable';
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (UNREACHABLE_MESSAGES.some((text) => message.includes(text))) return 'unavailable';
    current = candidate.cause;
  }
  return undefined;
}

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

import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** An ILIKE pattern that matches `search` anywhere, with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `expr asc|desc nulls last`: rows without a value (never signed in, never chatted) go to the end either way. */
export function orderNullsLast(expression: SQLWrapper, order: 'asc' | 'desc'): SQL {
  return sql`${expression} ${sql.raw(order)} nulls last`;
}

export function pageOffset(query: { page: number; pageSize: number }): number {
  return (query.page - 1) * query.pageSize;
}

/** Timestamps from a raw SQL expression arrive as Date or as text, depending on the driver. */
export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** One page of a list and the total under the same filter, read at the same time. */
export async function pageWithTotal<T>(
  rows: PromiseLike<T[]>,
  total: PromiseLike<{ total: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [items, [totalRow]] = await Promise.all([rows, total]);
  return { rows: items, total: totalRow?.total ?? 0 };
}

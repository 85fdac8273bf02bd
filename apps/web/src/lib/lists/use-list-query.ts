import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

export type ListParamValue = string | number | boolean | null | undefined;

/**
 * Reads a list's query (page, page size, search, sort, order, filters) from the address with the list's own contract
 * schema, so a list is linkable and its defaults are the server's. A value the schema refuses (an old link, a typo)
 * is dropped rather than breaking the screen.
 */
export function parseListQuery<S extends z.ZodType<object>>(schema: S, params: URLSearchParams): z.output<S> {
  let raw = Object.entries(Object.fromEntries(params));
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const result = schema.safeParse(Object.fromEntries(raw));
    if (result.success) return result.data;
    const refused = new Set(result.error.issues.map((issue) => String(issue.path[0])));
    raw = raw.filter(([key]) => !refused.has(key));
  }
  return schema.parse({});
}

export interface ListQueryState<Q> {
  query: Q;
  /** Changes some parameters; any change but the page itself goes back to page 1. `undefined` or '' removes one. */
  update: (patch: Record<string, ListParamValue>) => void;
}

export function useListQuery<S extends z.ZodType<object>>(schema: S): ListQueryState<z.output<S>> {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(schema, searchParams), [schema, searchParams]);
  const update = useCallback(
    (patch: Record<string, ListParamValue>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { query, update };
}

import { z } from 'zod';

export const SortOrder = z.enum(['asc', 'desc']);

/**
 * Every list is paginated, searchable and sortable on the server. `sort` names one of the list's own sortable
 * fields (each list narrows it with `z.enum`).
 */
export function listQuery<const TSort extends readonly [string, ...string[]]>(
  sortFields: TSort,
  defaultSort: TSort[number],
) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    search: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((value) => value || undefined),
    sort: z.enum(sortFields).default(defaultSort),
    order: SortOrder.default('desc'),
  });
}

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** `?active=true|false` in a query string. */
export const BooleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const IdParams = z.object({ id: z.uuid() });
export type IdParams = z.infer<typeof IdParams>;

/** The agent performance report's query keys: the table, one agent's detail and its sign-in log. */
export const reportKeys = {
  all: ['reports', 'agents'] as const,
  list: (query: object) => ['reports', 'agents', 'list', query] as const,
  detail: (id: string, query: object) => ['reports', 'agents', 'detail', id, query] as const,
  signIns: (id: string, query: object) => ['reports', 'agents', 'sign-ins', id, query] as const,
};

/**
 * The CSV twin of a report endpoint, with the same filters and the reader's `lang` (a download carries no
 * Accept-Language of ours; the session cookie goes along).
 */
export function csvHref(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return `${path}.csv?${params.toString()}`;
}

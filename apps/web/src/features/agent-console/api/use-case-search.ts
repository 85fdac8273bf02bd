import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import {
  CannedCaseSearchResponse,
  CategoryOptionsResponse,
  type CannedCaseResponse,
} from '@tawasul/contracts/canned-responses';
import { api } from '../../../lib/http/api.ts';
import { consoleKeys } from './console-keys.ts';

const SEARCH_PATH = '/api/canned-responses/search';

const searchKey = (q: string, categoryId: string | null) =>
  [...consoleKeys.all, 'case-search', { q, categoryId }] as const;

function searchOptions(q: string, categoryId: string | null) {
  return {
    queryKey: searchKey(q, categoryId),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      CannedCaseSearchResponse.parse(
        await api.get(SEARCH_PATH, { query: { q: q || undefined, categoryId: categoryId ?? undefined }, signal }),
      ).items,
    staleTime: 30_000,
  };
}

export interface CaseSearchResult {
  /** Cases of the suggested categories, in the order the categories were suggested (empty without suggestions). */
  suggested: CannedCaseResponse[];
  /** Every other case that matches. */
  others: CannedCaseResponse[];
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * `GET /api/canned-responses/search` (active cases of the agent's brand, best first) by text in either language and
 * by category. Without a chosen category, the cases of `suggestedCategoryIds` (categories whose critical word a
 * shopper wrote) come first, each asked for separately so that the general top 20 cannot crowd them out.
 */
export function useCaseSearch({
  q,
  categoryId,
  suggestedCategoryIds,
  enabled = true,
}: {
  q: string;
  categoryId: string | null;
  suggestedCategoryIds: readonly string[];
  enabled?: boolean;
}): CaseSearchResult {
  const main = useQuery({ ...searchOptions(q, categoryId), enabled, placeholderData: keepPreviousData });
  const suggestions = categoryId === null ? [...new Set(suggestedCategoryIds)] : [];
  const suggestedQueries = useQueries({
    queries: suggestions.map((id) => ({ ...searchOptions(q, id), enabled, placeholderData: keepPreviousData })),
  });

  const suggested: CannedCaseResponse[] = [];
  const seen = new Set<string>();
  for (const query of suggestedQueries) {
    for (const found of query.data ?? []) {
      if (seen.has(found.id)) continue;
      seen.add(found.id);
      suggested.push(found);
    }
  }
  const others = (main.data ?? []).filter((found) => !seen.has(found.id));
  const failed = [main, ...suggestedQueries].find((query) => query.error);
  return {
    suggested,
    others,
    isPending: main.isPending || suggestedQueries.some((query) => query.isPending),
    error: failed?.error ?? null,
    refetch: () => {
      void main.refetch();
      suggestedQueries.forEach((query) => void query.refetch());
    },
  };
}

/** `GET /api/canned-responses/categories/options`: every category, for the picker's filter. */
export function useCaseCategories(enabled = true) {
  return useQuery({
    queryKey: [...consoleKeys.all, 'case-categories'],
    queryFn: async ({ signal }) =>
      CategoryOptionsResponse.parse(await api.get('/api/canned-responses/categories/options', { signal })).items,
    staleTime: 5 * 60_000,
    enabled,
  });
}

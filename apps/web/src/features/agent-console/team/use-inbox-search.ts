import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { InboxSearchResponse, type InboxSearchStatus } from '@tawasul/contracts/chat-search';
import { api } from '../../../lib/http/api.ts';
import { useClock } from '../../../lib/time/clock-context.tsx';
import { consoleKeys } from '../api/console-keys.ts';

/** Typing pauses this long before the console asks the server. */
export const SEARCH_PAUSE_MS = 300;
/** The server asks for at least this many characters. */
export const SEARCH_MIN_LENGTH = 2;
const PAGE_SIZE = 20;

/** `value` once it has stopped changing for `ms` on the app's clock (decision 020). */
export function useSettled<T>(value: T, ms: number): T {
  const clock = useClock();
  const [settled, setSettled] = useState(value);
  useEffect(() => clock.setTimeout(() => setSettled(value), ms), [clock, value, ms]);
  return settled;
}

/**
 * `GET /api/agent/chats`: the agent's chats (closed ones too) matching the words, newest activity first, a page at a
 * time ("Show more"). Nothing is asked until the words are long enough.
 */
export function useInboxSearch(search: string, status: InboxSearchStatus) {
  const words = search.trim();
  return useInfiniteQuery({
    queryKey: [...consoleKeys.all, 'search', words, status],
    enabled: words.length >= SEARCH_MIN_LENGTH,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      InboxSearchResponse.parse(
        await api.get('/api/agent/chats', {
          signal,
          query: { search: words, status, page: pageParam, pageSize: PAGE_SIZE },
        }),
      ),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

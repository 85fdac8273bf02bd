import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

const DRAFT_PREFIX = ['agent-console-draft'] as const;

/**
 * The composer's text for one chat, kept while the agent looks at another chat (in the query cache, so signing out
 * forgets it). Outside the console's prefix: a refresh of the console's queries never touches a draft.
 */
export function useDraft(chatId: string): [string, (text: string) => void] {
  const queryClient = useQueryClient();
  const [text, setText] = useState(() => queryClient.getQueryData<string>([...DRAFT_PREFIX, chatId]) ?? '');
  useEffect(() => {
    // Nobody observes a draft as a query: without this it would be garbage-collected after five idle minutes.
    if (!queryClient.getQueryDefaults(DRAFT_PREFIX).gcTime)
      queryClient.setQueryDefaults(DRAFT_PREFIX, { gcTime: Number.POSITIVE_INFINITY });
    if (text || queryClient.getQueryData([...DRAFT_PREFIX, chatId]) !== undefined)
      queryClient.setQueryData([...DRAFT_PREFIX, chatId], text);
  }, [queryClient, chatId, text]);
  return [text, setText];
}

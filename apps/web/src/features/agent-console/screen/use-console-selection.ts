import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AgentInboxResponse, ChatResponse } from '@tawasul/contracts/chats';
import { useConsoleChat } from '../api/use-chat-context.ts';
import { findInInbox } from '../api/use-inbox.ts';

/**
 * The chat on screen, kept in the address (`?chat=ID`): found in the inbox, or fetched when it is not there (an old
 * chat opened from a link). Also the keyboard order of the inbox and which chats the live connection follows.
 */
export function useConsoleSelection(inbox: AgentInboxResponse | undefined, inboxLoaded: boolean) {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('chat');
  const inInbox = findInInbox(inbox, selectedId);
  const fetched = useConsoleChat(selectedId, inboxLoaded && !inInbox);
  const selected: ChatResponse | undefined = inInbox ?? fetched.data;

  const select = useCallback(
    (chatId: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (chatId) next.set('chat', chatId);
          else next.delete('chat');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const order = useMemo(() => (inbox ? [...inbox.offered, ...inbox.open, ...inbox.closed] : []), [inbox]);
  const openIds = useMemo(() => inbox?.open.map((chat) => chat.id) ?? [], [inbox]);
  const followed = useMemo(
    () =>
      selected && selected.status !== 'closed' && !openIds.includes(selected.id) ? [...openIds, selected.id] : openIds,
    [openIds, selected],
  );
  // Offers too: their previews show what the shopper wrote, and accepting shows the conversation at once.
  const loaded = useMemo(() => {
    const ids = [...(inbox?.offered.map((chat) => chat.id) ?? []), ...openIds];
    return selected && !ids.includes(selected.id) ? [...ids, selected.id] : ids;
  }, [inbox, openIds, selected]);

  return { selectedId, selected, fetched, select, order, followed, loaded };
}

import type { ChatResponse } from '@tawasul/contracts/chats';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';

/** At most one activity-only `chat.changed` per chat per this many milliseconds, on each node. */
const ACTIVITY_COALESCE_MS = 1_000;
/** Chats in their quiet second at once, at most (past it the oldest is told at once and forgotten). */
const MAX_QUIET_CHATS = 50_000;

/**
 * A normal message moves only its chat's activity and preview (issue 19, item 8; decision 018). Its members learn
 * that from `message:created`; the chat itself (`chat.changed` with `activityOnly`, which realtime tells staff alone)
 * goes out at most once a second per chat: the first at once, and the newest one at the end of the second if more
 * came meanwhile. Any other change of the chat is told at once by its own `chat.changed` and supersedes the one
 * waiting, so a late activity never shows a chat as it was before (closed, say, or given to another agent).
 */
export function createChatActivity({
  events,
  clock,
  intervalMs = ACTIVITY_COALESCE_MS,
}: {
  events: DomainEvents;
  clock: Pick<Clock, 'setTimeout'>;
  intervalMs?: number;
}) {
  /** Chats inside their quiet second, with the newest activity not told yet. */
  const quiet = new Map<string, { cancel: () => void; waiting: ChatResponse | null; readerAgentId: string | null }>();

  function tell(chat: ChatResponse, readerAgentId: string | null) {
    events.emit('chat.changed', { chat, previousAgentId: null, readerAgentId, activityOnly: true });
  }

  function startQuietSecond(chatId: string) {
    const cancel = clock.setTimeout(() => {
      const slot = quiet.get(chatId);
      quiet.delete(chatId);
      if (slot?.waiting) {
        tell(slot.waiting, slot.readerAgentId);
        startQuietSecond(chatId);
      }
    }, intervalMs);
    quiet.set(chatId, { cancel, waiting: null, readerAgentId: null });
    if (quiet.size > MAX_QUIET_CHATS) {
      const [oldest, slot] = quiet.entries().next().value!;
      slot.cancel();
      quiet.delete(oldest);
      if (slot.waiting) tell(slot.waiting, slot.readerAgentId);
    }
  }

  // Any other change of a chat is told as it happens, and is newer than the activity waiting.
  const off = events.on('chat.changed', ({ chat, activityOnly }) => {
    if (activityOnly) return;
    const slot = quiet.get(chat.id);
    if (slot) slot.waiting = null;
  });

  return {
    /** A message moved the chat's activity (and preview): told now, or with the next of its chat's quiet second. */
    moved(chat: ChatResponse, readerAgentId: string | null): void {
      const slot = quiet.get(chat.id);
      if (slot) {
        slot.waiting = chat;
        slot.readerAgentId = readerAgentId;
        return;
      }
      tell(chat, readerAgentId);
      startQuietSecond(chat.id);
    },
    stop(): void {
      off();
      for (const slot of quiet.values()) slot.cancel();
      quiet.clear();
    },
  };
}
export type ChatActivity = ReturnType<typeof createChatActivity>;

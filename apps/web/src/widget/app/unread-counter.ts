import type { FrameMessenger } from './frame-messenger.ts';

/**
 * The notifications the shopper has not seen yet (an agent took the chat, an agent wrote), each counted once. The
 * server keeps one unread "agent wrote" notification per chat and updates it in place for every further message (same
 * id, that message's time), so a notification is known by its id and time: two messages count 2, the same delivery
 * heard twice counts 1.
 * Every change is posted to the loader, which shows the count on its button while the widget is closed; reading the
 * chat resets it.
 */
export function createUnreadCounter(frame: FrameMessenger) {
  const seen = new Set<string>();
  const listeners = new Set<() => void>();
  let count = 0;

  const set = (next: number) => {
    if (next === count) return;
    count = next;
    frame.post({ type: 'tawasul:unread', count });
    for (const listener of [...listeners]) listener();
  };

  return {
    count: () => count,
    /** Counts a notification once; false when it was already counted (a repeat the shopper was told of). */
    add(notification: { id: string; createdAt: string }): boolean {
      const key = `${notification.id}@${notification.createdAt}`;
      if (seen.has(key)) return false;
      seen.add(key);
      set(count + 1);
      return true;
    },
    reset: () => set(0),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type UnreadCounter = ReturnType<typeof createUnreadCounter>;

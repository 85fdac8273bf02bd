import type { FrameMessenger } from './frame-messenger.ts';

/**
 * The notifications the shopper has not seen yet (an agent took the chat, an agent wrote), counted once each by id.
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
    add(notificationId: string): boolean {
      if (seen.has(notificationId)) return false;
      seen.add(notificationId);
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

/**
 * Where each chat's catch-up starts after a lost connection (issue 16): the highest seq the client held when the
 * connection dropped, frozen until the chat's room is joined again. While the room is not joined, messages still
 * arrive — the sender's own messages sent over HTTP meanwhile, events to the person's own room once the socket is back
 * — and counting them would make the catch-up skip the other side's messages written in between.
 */
export interface CatchUpPoints {
  /** The connection dropped: remember where each of these chats stands (a point already frozen stays). */
  freeze(chatIds: Iterable<string>): void;
  /** The seq to join from: the frozen point, or what is held now when the connection has not dropped since. */
  from(chatId: string): number | null;
  /** The room was joined and its catch-up received: later joins start from what is held again. */
  joined(chatId: string): void;
}

/** `held`: the highest stored seq the client holds for a chat (null: none loaded). */
export function createCatchUpPoints(held: (chatId: string) => number | null): CatchUpPoints {
  const frozen = new Map<string, number | null>();
  return {
    freeze(chatIds) {
      for (const chatId of chatIds) if (!frozen.has(chatId)) frozen.set(chatId, held(chatId));
    },
    from(chatId) {
      return frozen.has(chatId) ? frozen.get(chatId)! : held(chatId);
    },
    joined(chatId) {
      frozen.delete(chatId);
    },
  };
}

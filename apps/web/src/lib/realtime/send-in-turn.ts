/**
 * Sends of one chat, one at a time (issue 16): the next message goes out once the one before it is stored or has
 * failed, so the server stores a sender's messages in the order they were written — whichever way each travels (the
 * socket, or HTTP after a lost acknowledgement) and however long each takes.
 */
export type SendInTurn = <T>(chatId: string, send: () => Promise<T>) => Promise<T>;

export function createSendQueue(): SendInTurn {
  const tails = new Map<string, Promise<unknown>>();
  return (chatId, send) => {
    const previous = tails.get(chatId) ?? Promise.resolve();
    // A failed send does not hold the next one back: it waits, marked "Not sent", for the person to retry it.
    const turn = previous.then(send, send);
    const tail = turn.catch(() => undefined);
    tails.set(chatId, tail);
    void tail.then(() => {
      if (tails.get(chatId) === tail) tails.delete(chatId);
    });
    return turn;
  };
}

const queues = new WeakMap<object, SendInTurn>();

/**
 * The send queue of one mounted app, keyed by its query cache (the outbox lives there too): a send left hanging in
 * one app (or one test) never holds back another's.
 */
export function sendQueueOf(app: object): SendInTurn {
  let queue = queues.get(app);
  if (!queue) {
    queue = createSendQueue();
    queues.set(app, queue);
  }
  return queue;
}

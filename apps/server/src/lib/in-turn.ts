/** Runs work of the same key one at a time, in the order asked: the next starts once the one before has settled. */
export type InTurn = <T>(key: string, work: () => Promise<T>) => Promise<T>;

export function createTurns(): InTurn {
  const tails = new Map<string, Promise<unknown>>();
  return (key, work) => {
    const previous = tails.get(key) ?? Promise.resolve();
    // A failure does not stop the queue: the next work runs all the same.
    const turn = previous.then(work, work);
    const tail = turn.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return turn;
  };
}

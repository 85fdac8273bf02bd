import { describe, expect, it } from 'vitest';
import { createSendQueue } from './send-in-turn.ts';

/** A send the test finishes by hand. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

describe('sends in turn', () => {
  it('sends a chat’s next message only once the one before it is stored or has failed', async () => {
    const inTurn = createSendQueue();
    const started: string[] = [];
    const first = pending<string>();
    const second = pending<string>();
    const a = inTurn('chat-1', () => (started.push('a'), first.promise));
    const b = inTurn('chat-1', () => (started.push('b'), second.promise));
    const c = inTurn('chat-1', async () => (started.push('c'), 'c'));
    // Another chat does not wait for this one.
    const other = inTurn('chat-2', async () => (started.push('other'), 'other'));
    await other;
    expect(started).toEqual(['a', 'other']);

    first.reject(new Error('offline'));
    await expect(a).rejects.toThrow('offline');
    await Promise.resolve();
    expect(started).toEqual(['a', 'other', 'b']);

    second.resolve('b');
    expect(await b).toBe('b');
    expect(await c).toBe('c');
    expect(started).toEqual(['a', 'other', 'b', 'c']);
  });
});

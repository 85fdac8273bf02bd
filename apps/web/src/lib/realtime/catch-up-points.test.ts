import { describe, expect, it } from 'vitest';
import { createCatchUpPoints } from './catch-up-points.ts';

describe('catch-up points', () => {
  it('catch up from where a chat stood when the connection dropped, whatever arrived meanwhile', () => {
    const held = new Map<string, number | null>([
      ['chat-1', 5],
      ['chat-2', null],
    ]);
    const points = createCatchUpPoints((chatId) => held.get(chatId) ?? null);
    expect(points.from('chat-1')).toBe(5);

    points.freeze(['chat-1', 'chat-2']);
    // While away: the agent's own message went over HTTP (seq 7), skipping the shopper's seq 6 it has not seen.
    held.set('chat-1', 7);
    points.freeze(['chat-1']);
    expect(points.from('chat-1')).toBe(5);
    expect(points.from('chat-2')).toBeNull();

    points.joined('chat-1');
    held.set('chat-1', 9);
    expect(points.from('chat-1')).toBe(9);
  });
});

import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock.ts';
import { createOrderCache } from './order-cache.ts';

describe('the order cache', () => {
  it('reuses an answer for 30 s, "nothing" for 5 s, and never a failure', async () => {
    const clock = createManualClock();
    const cache = createOrderCache({ clock });
    let calls = 0;
    const load = (value: unknown) => async () => {
      calls += 1;
      return value;
    };
    await cache.get('b1', 'order:1', load({ reference: '1' }));
    await cache.get('b1', 'order:1', load({ reference: '1' }));
    expect(calls).toBe(1);
    clock.advance(29_000);
    await cache.get('b1', 'order:1', load({ reference: '1' }));
    expect(calls).toBe(1);
    clock.advance(2_000);
    await cache.get('b1', 'order:1', load({ reference: '1' }));
    expect(calls).toBe(2);

    await cache.get('b1', 'order:2', load(null));
    clock.advance(4_000);
    await cache.get('b1', 'order:2', load(null));
    expect(calls).toBe(3);
    clock.advance(2_000);
    await cache.get('b1', 'order:2', load(null));
    expect(calls).toBe(4);

    const failing = async () => {
      calls += 1;
      throw new Error('store down');
    };
    await expect(cache.get('b1', 'order:3', failing)).rejects.toThrow('store down');
    await expect(cache.get('b1', 'order:3', failing)).rejects.toThrow('store down');
    expect(calls).toBe(6);
  });

  it('shares one request between simultaneous look-ups, keeps brands apart and forgets a brand on demand', async () => {
    const cache = createOrderCache({ clock: createManualClock() });
    let calls = 0;
    // The store answers when the test says so: the three look-ups are all under way before the first answer.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const slow = async () => {
      calls += 1;
      await answered;
      return [1];
    };
    const lookups = Promise.all([cache.get('b1', 'k', slow), cache.get('b1', 'k', slow), cache.get('b2', 'k', slow)]);
    expect(calls).toBe(2);
    answer();
    await lookups;
    cache.forgetBrand('b1');
    await cache.get('b1', 'k', slow);
    await cache.get('b2', 'k', slow);
    expect(calls).toBe(3);
  });
});

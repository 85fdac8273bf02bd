/**
 * Where the web app reads the time and waits: the browser's clock in the app, a clock the test moves by hand in tests
 * (`test/manual-clock.ts`), so that no test sleeps or depends on how fast the machine is. Free of React, so the
 * realtime client takes one too (decision 020).
 */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
  /** Calls `callback` once `ms` have passed on this clock; returns what cancels it. */
  setTimeout(callback: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout(callback, ms) {
    // setTimeout's longest wait is about 24.8 days; a longer one would fire at once.
    const timer = globalThis.setTimeout(callback, Math.min(Math.max(0, ms), 2 ** 31 - 1));
    return () => globalThis.clearTimeout(timer);
  },
};

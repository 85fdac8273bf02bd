import { act } from '@testing-library/react';
import type { Clock } from '../lib/time/clock.ts';

/**
 * A clock the test moves by hand (`<ClockProvider clock={…}>`, `renderScreen(…, { clock })`, the realtime client's
 * `clock`): nothing waits for real time, and its timers fire, in order, when `advance` passes them.
 */
export function createManualClock(start = Date.parse('2026-03-02T09:00:00Z')) {
  let current = start;
  let sequence = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();

  function runDue() {
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, timer]) => timer.at <= current)
        .sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
      if (!due) return;
      timers.delete(due[0]);
      due[1].callback();
    }
  }

  const clock = {
    now: () => current,
    setTimeout(callback: () => void, ms: number) {
      const id = ++sequence;
      timers.set(id, { at: current + Math.max(0, ms), callback });
      return () => void timers.delete(id);
    },
    /** Moves the time on by `ms`, firing the timers it passes (inside `act`, as React wants for what they change). */
    advance(ms: number) {
      act(() => {
        current += ms;
        runDue();
      });
    },
    /** How many timers are waiting: 0 means nothing will happen by itself any more. */
    pending: () => timers.size,
  } satisfies Clock & Record<string, unknown>;
  return clock;
}
export type ManualClock = ReturnType<typeof createManualClock>;

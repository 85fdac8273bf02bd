export interface Clock {
  now(): Date;
  /** Calls `callback` once `ms` have passed on this clock; returns what cancels it. Never keeps the process alive. */
  setTimeout(callback: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  setTimeout(callback, ms) {
    const timer = setTimeout(callback, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** A clock tests move by hand instead of sleeping: its timers fire, in order, when `advance` passes them. */
export function createManualClock(start = new Date('2026-01-05T09:00:00Z')) {
  let current = start.getTime();
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

  return {
    now: () => new Date(current),
    setTimeout(callback: () => void, ms: number) {
      const id = ++sequence;
      timers.set(id, { at: current + Math.max(0, ms), callback });
      return () => void timers.delete(id);
    },
    advance(ms: number) {
      current += ms;
      runDue();
    },
    set(date: Date) {
      current = date.getTime();
      runDue();
    },
  };
}
export type ManualClock = ReturnType<typeof createManualClock>;

import { startTransition, useEffect, useState } from 'react';
import { useClock } from './clock-context.tsx';

/**
 * The current time, read again every `intervalMs` (waiting times, "2 min ago", countdowns). Each tick is a
 * transition: a clock that ticks every second would otherwise interrupt, and so start again, any render in a
 * transition that takes longer than a second on a slow phone (a list's rows, decision 036), until React gives up
 * slicing it after five seconds.
 */
export function useNow(intervalMs: number): number {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    let cancel = () => {};
    const tick = () => {
      startTransition(() => setNow(clock.now()));
      cancel = clock.setTimeout(tick, intervalMs);
    };
    cancel = clock.setTimeout(tick, intervalMs);
    return () => cancel();
  }, [clock, intervalMs]);
  return now;
}

/** The current time, read again when the next of `deadlines` passes: something shown until then goes at once. */
export function useNowUntil(deadlines: readonly number[]): number {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  const next = Math.min(...deadlines.filter((deadline) => deadline > now));
  useEffect(() => {
    if (!Number.isFinite(next)) return undefined;
    // Read again if a timer fires a little early: `now` changes, and the wait is set for what is left.
    return clock.setTimeout(() => setNow(clock.now()), next - now);
  }, [clock, next, now]);
  return now;
}

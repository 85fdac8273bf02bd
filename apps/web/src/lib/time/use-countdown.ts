import { useNow } from './use-now.ts';

/** Whole seconds until `targetMs` (0 once reached), re-rendering once a second. */
export function useCountdown(targetMs: number): number {
  const now = useNow(1000);
  return Math.max(0, Math.ceil((targetMs - now) / 1000));
}

import { useEffect, useState } from 'react';

/** Whole seconds until `targetMs` (0 once reached), re-rendering once a second. */
export function useCountdown(targetMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [targetMs]);
  return Math.max(0, Math.ceil((targetMs - now) / 1000));
}

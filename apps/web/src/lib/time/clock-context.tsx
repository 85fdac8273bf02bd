import { createContext, use, type ReactNode } from 'react';
import { systemClock, type Clock } from './clock.ts';

const ClockContext = createContext<Clock>(systemClock);

/** The clock of everything below: the browser's unless a test gives its own. */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext value={clock}>{children}</ClockContext>;
}

export function useClock(): Clock {
  return use(ClockContext);
}

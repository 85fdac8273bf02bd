import { useCallback, useEffect, useMemo, useRef } from 'react';

/** "Typing" again at most this often while the agent keeps typing: the other side's indicator stays on. */
const TYPING_REPEAT_MS = 2_000;
/** Quiet this long and the agent has stopped typing. */
const TYPING_IDLE_MS = 3_000;

/**
 * Turns keystrokes into the typing indicator's signals: `true` at the first one and again every TYPING_REPEAT_MS,
 * `false` after TYPING_IDLE_MS without one, on send, and when the composer goes away.
 */
export function useTypingSignal(onTyping: ((typing: boolean) => void) | undefined) {
  const latest = useRef(onTyping);
  const typing = useRef(false);
  const lastSignal = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = onTyping;
  });

  const stopped = useCallback(() => {
    clearTimeout(idleTimer.current);
    idleTimer.current = undefined;
    if (!typing.current) return;
    typing.current = false;
    latest.current?.(false);
  }, []);

  const typed = useCallback(() => {
    const now = Date.now();
    if (!typing.current || now - lastSignal.current >= TYPING_REPEAT_MS) {
      typing.current = true;
      lastSignal.current = now;
      latest.current?.(true);
    }
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stopped, TYPING_IDLE_MS);
  }, [stopped]);

  useEffect(() => stopped, [stopped]);

  return useMemo(() => ({ typed, stopped }), [typed, stopped]);
}

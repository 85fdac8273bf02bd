/** Spec section 9: the loading bar's timings. */
export const LOADING_TIMINGS = { duration: 2000, throttle: 200, hideDelay: 500, resetDelay: 400 } as const;

export interface LoadingState {
  visible: boolean;
  /** 0–100. */
  progress: number;
}

interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as number),
};

const TICK_MS = 100;

/**
 * A progress bar that only appears for work slower than the throttle, creeps towards the end over `duration`,
 * jumps to 100 % when done, hides after `hideDelay` and resets after a further `resetDelay`.
 */
export function createLoadingIndicator(timings = LOADING_TIMINGS, timers: Timers = browserTimers) {
  let state: LoadingState = { visible: false, progress: 0 };
  const listeners = new Set<() => void>();
  let throttle: unknown;
  let ticker: unknown;
  let hide: unknown;
  let reset: unknown;
  let active = false;

  const set = (next: LoadingState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const clearAll = () => {
    for (const handle of [throttle, hide, reset]) timers.clearTimeout(handle);
    timers.clearInterval(ticker);
    throttle = ticker = hide = reset = undefined;
  };
  // Each tick moves a share of what is left, so the bar slows down and never reaches the end on its own.
  const step = (TICK_MS / timings.duration) * 100;
  const tick = () =>
    set({ visible: true, progress: Math.min(99, state.progress + step * (1 - state.progress / 100) * 2) });

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (active) return;
      active = true;
      clearAll();
      set({ visible: false, progress: 0 });
      throttle = timers.setTimeout(() => {
        set({ visible: true, progress: step });
        ticker = timers.setInterval(tick, TICK_MS);
      }, timings.throttle);
    },
    finish() {
      if (!active) return;
      active = false;
      const wasVisible = state.visible;
      clearAll();
      if (!wasVisible) return set({ visible: false, progress: 0 });
      set({ visible: true, progress: 100 });
      hide = timers.setTimeout(() => {
        set({ visible: false, progress: 100 });
        reset = timers.setTimeout(() => set({ visible: false, progress: 0 }), timings.resetDelay);
      }, timings.hideDelay);
    },
  };
}

export type LoadingIndicator = ReturnType<typeof createLoadingIndicator>;

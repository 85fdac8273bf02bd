import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingIndicator, LOADING_TIMINGS } from './loading-indicator.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loading bar (spec section 9)', () => {
  it('uses the spec timings', () => {
    expect(LOADING_TIMINGS).toEqual({ duration: 2000, throttle: 200, hideDelay: 500, resetDelay: 400 });
  });

  it('stays hidden for work shorter than the 200 ms throttle', () => {
    const bar = createLoadingIndicator();
    bar.start();
    vi.advanceTimersByTime(150);
    bar.finish();
    vi.advanceTimersByTime(1000);
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
  });

  it('appears after the throttle and creeps forward without reaching the end', () => {
    const bar = createLoadingIndicator();
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.getState().visible).toBe(true);
    const early = bar.getState().progress;
    vi.advanceTimersByTime(2000);
    expect(bar.getState().progress).toBeGreaterThan(early);
    vi.advanceTimersByTime(60_000);
    expect(bar.getState().progress).toBeLessThan(100);
  });

  it('fills, hides after 500 ms and resets 400 ms later', () => {
    const bar = createLoadingIndicator();
    bar.start();
    vi.advanceTimersByTime(700);
    bar.finish();
    expect(bar.getState()).toEqual({ visible: true, progress: 100 });
    vi.advanceTimersByTime(499);
    expect(bar.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: false, progress: 100 });
    vi.advanceTimersByTime(400);
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
  });

  it('tells its subscribers', () => {
    const bar = createLoadingIndicator();
    const seen: boolean[] = [];
    bar.subscribe(() => seen.push(bar.getState().visible));
    bar.start();
    vi.advanceTimersByTime(300);
    expect(seen).toContain(true);
  });
});

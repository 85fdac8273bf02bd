import { useSyncExternalStore } from 'react';
import type { LoadingIndicator } from '../lib/loading/loading-indicator.ts';

/** A thin bar along the top edge; decorative, so screen readers are not told about every request. */
export function LoadingBar({ indicator }: { indicator: LoadingIndicator }) {
  const { visible, progress } = useSyncExternalStore(indicator.subscribe, indicator.getState);
  return (
    <div
      aria-hidden
      data-testid="loading-bar"
      data-visible={visible}
      style={{
        position: 'fixed',
        insetInlineStart: 0,
        top: 0,
        height: 3,
        width: `${progress}%`,
        zIndex: 1000,
        opacity: visible ? 1 : 0,
        background: 'linear-gradient(90deg, var(--mantine-color-violet-6), var(--mantine-color-blue-5))',
        transition: 'width 100ms linear, opacity 400ms ease',
        pointerEvents: 'none',
      }}
    />
  );
}

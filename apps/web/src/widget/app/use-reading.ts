import { useSyncExternalStore } from 'react';

const EVENTS = ['focus', 'blur', 'visibilitychange', 'pointerdown', 'keydown'] as const;

/**
 * Whether the shopper is looking at the widget now: the page is shown and the frame has the focus (the loader hides
 * the frame and the store's page keeps the focus while the widget is closed). Re-read on focus changes and on any
 * click or key inside the frame.
 */
export function isReading(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

export function useReading(): boolean {
  return useSyncExternalStore((notify) => {
    for (const name of EVENTS) window.addEventListener(name, notify, true);
    return () => {
      for (const name of EVENTS) window.removeEventListener(name, notify, true);
    };
  }, isReading);
}

import { useSyncExternalStore } from 'react';
import type { WidgetHostMessage } from '@tawasul/contracts/widget';

const EVENTS = ['focus', 'blur', 'visibilitychange', 'pointerdown', 'keydown'] as const;

/** What the loader last said (`tawasul:visibility`): whether it shows the frame. Null until it says, or without one. */
let shownByHost: boolean | null = null;
const hostListeners = new Set<() => void>();

/**
 * Follows the loader's `tawasul:visibility` messages, from the parent window only (the store's page, whose origin the
 * frame does not know; the loader sends them to our origin alone): after each open and close, and in answer to
 * `tawasul:ready`. Returns what stops following.
 */
export function followHostVisibility(): () => void {
  const receive = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<WidgetHostMessage> | null;
    if (event.source !== window.parent || data?.type !== 'tawasul:visibility' || typeof data.open !== 'boolean') return;
    shownByHost = data.open;
    for (const listener of [...hostListeners]) listener();
  };
  window.addEventListener('message', receive);
  return () => {
    window.removeEventListener('message', receive);
    shownByHost = null;
  };
}

/**
 * Whether the shopper is looking at the widget now: the page is shown, and the loader says the frame is open — or,
 * where no loader says (the customer area's side panel), the frame has the focus. Re-read on what the loader says,
 * on focus changes and on any click or key inside the frame.
 */
export function isReading(): boolean {
  return document.visibilityState === 'visible' && (shownByHost ?? document.hasFocus());
}

export function useReading(): boolean {
  return useSyncExternalStore((notify) => {
    for (const name of EVENTS) window.addEventListener(name, notify, true);
    hostListeners.add(notify);
    return () => {
      for (const name of EVENTS) window.removeEventListener(name, notify, true);
      hostListeners.delete(notify);
    };
  }, isReading);
}

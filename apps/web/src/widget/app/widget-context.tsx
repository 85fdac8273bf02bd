import type { QueryClient } from '@tanstack/react-query';
import { createContext, use, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import type { ServerToClientEvents } from '@tawasul/contracts/socket-events';
import type { WidgetBootstrapResponse } from '@tawasul/contracts/widget';
import type { HttpClient } from '../../lib/http/http-client.ts';
import type { RealtimeClient, ServerEventName } from '../../lib/realtime/realtime-client.ts';
import type { WidgetIdentity, WidgetSession } from '../api/widget-session.ts';
import type { FrameMessenger } from './frame-messenger.ts';
import type { Toasts } from './toasts.ts';
import type { UnreadCounter } from './unread-counter.ts';

/** The widget's screens. It has no router: the frame's address stays what the loader opened. */
export type WidgetView =
  | { name: 'home' }
  | { name: 'chat'; chatId: string }
  | { name: 'faq' }
  | { name: 'contact' }
  | { name: 'sign-in' }
  | { name: 'track' };

export interface WidgetContextValue {
  widgetId: string;
  language: ProductLanguage;
  bootstrap: WidgetBootstrapResponse;
  api: HttpClient;
  session: WidgetSession;
  realtime: RealtimeClient;
  frame: FrameMessenger;
  /** `panel`: shown in a panel of ours that has its own close button (no X; Escape asks the panel to close). */
  embed: 'panel' | null;
  unread: UnreadCounter;
  toasts: Toasts;
  /** The query cache, once TanStack Query has loaded (after the first view; `loadQueries` loads it). */
  queryClient: QueryClient | null;
  loadQueries(): Promise<QueryClient>;
  view: WidgetView;
  navigate(view: WidgetView): void;
}

const WidgetContext = createContext<WidgetContextValue | null>(null);

export function WidgetContextProvider({ value, children }: { value: WidgetContextValue; children: ReactNode }) {
  return <WidgetContext value={value}>{children}</WidgetContext>;
}

export function useWidget(): WidgetContextValue {
  const value = use(WidgetContext);
  if (!value) throw new Error('useWidget outside the widget');
  return value;
}

/** Who the shopper is now (a token, the cookie, or nobody yet), live. */
export function useIdentity(): WidgetIdentity {
  const { session } = useWidget();
  return useSyncExternalStore(
    (notify) => session.subscribe(notify),
    () => session.current(),
  );
}

/**
 * Runs `handler` for every `name` event pushed to the shopper while mounted (and while there is a shopper: the socket
 * opens only for one). The handler may change on every render; the subscription does not.
 */
export function useWidgetSocketEvent<E extends ServerEventName>(name: E, handler: ServerToClientEvents[E]): void {
  const { realtime } = useWidget();
  const identity = useIdentity();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const present = identity.kind !== 'none';
  useEffect(() => {
    if (!present) return undefined;
    const forward = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: typeof args) => void)(...args)) as ServerToClientEvents[E];
    return realtime.on(name, forward);
  }, [realtime, name, present]);
}

import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ServerToClientEvents } from '@tawasul/contracts/socket-events';
import { useSessionUser } from '../session/session-query.ts';
import type { ConnectionState, ServerEventName } from './realtime-client.ts';
import { useRealtimeClient } from './realtime-context.tsx';

/** Ties the shared socket to the signed-in person: signing out (or in as someone else) ends the old connection. */
function useIdentifiedClient() {
  const client = useRealtimeClient();
  const userId = useSessionUser()?.id ?? null;
  useEffect(() => client.identify(userId), [client, userId]);
  return { client, userId };
}

/**
 * Runs `handler` for every `name` event the server pushes to the signed-in person while the component is mounted.
 * The handler may change on every render; the subscription does not.
 */
export function useSocketEvent<E extends ServerEventName>(name: E, handler: ServerToClientEvents[E]): void {
  const { client, userId } = useIdentifiedClient();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!userId) return undefined;
    const forward = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: typeof args) => void)(...args)) as ServerToClientEvents[E];
    return client.on(name, forward);
  }, [client, name, userId]);
}

/** Runs `handler` each time the connection comes back after a loss: whatever was pushed meanwhile was missed. */
export function useSocketReconnect(handler: () => void): void {
  const client = useRealtimeClient();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => client.onReconnect(() => latest.current()), [client]);
}

/** The socket's connection state, for a "live" or "reconnecting…" indicator. */
export function useConnectionState(): ConnectionState {
  const client = useRealtimeClient();
  return useSyncExternalStore(
    (notify) => client.onStateChange(notify),
    () => client.state(),
    () => 'idle',
  );
}

import { act } from '@testing-library/react';
import { SERVER_EVENT_PAYLOADS, type ServerToClientEvents } from '@tawasul/contracts/socket-events';
import {
  AckError,
  type ConnectionState,
  type RealtimeClient,
  type ServerEventName,
} from '../lib/realtime/realtime-client.ts';

type AnyHandler = (...args: unknown[]) => void;

function checkPayload(event: ServerEventName, payload: unknown) {
  // Every pushed payload must parse as its schema of the contracts, as the stand-in server's answers must
  // (decision 032). What the screen receives: the payload as the socket carries it, in JSON.
  const parsed = SERVER_EVENT_PAYLOADS[event].safeParse(JSON.parse(JSON.stringify(payload)));
  if (parsed.success) return;
  const issues = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.code}`);
  throw new Error(`The realtime stand-in pushed a '${event}' the server never would:\n${issues.join('\n')}`);
}

/**
 * The shared socket without a server, for screen tests: `push('chat:updated', chat)` is what the server would send,
 * delivered to whatever the screen listens to. Wrap the screen in `<RealtimeProvider client={realtime}>`.
 */
export function standInRealtime() {
  const handlers = new Map<string, Set<AnyHandler>>();
  const reconnects = new Set<() => void>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  let state: ConnectionState = 'connected';
  let identity: string | null = null;

  const client: RealtimeClient = {
    identify: (next) => {
      identity = next;
    },
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(handler as unknown as AnyHandler);
      return () => set.delete(handler as unknown as AnyHandler);
    },
    onReconnect(listener) {
      reconnects.add(listener);
      return () => reconnects.delete(listener);
    },
    state: () => state,
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    emit: () => {},
    // No server behind it to answer: a request that needs one (sending a message) takes the HTTP route instead.
    emitWithAck: () => Promise.reject(new AckError('not-connected')),
    close: () => handlers.clear(),
  };

  return {
    client,
    identity: () => identity,
    listening: (event: ServerEventName) => (handlers.get(event)?.size ?? 0) > 0,
    /** Throws when the payload does not match its schema in the contracts. */
    push<E extends ServerEventName>(event: E, ...args: Parameters<ServerToClientEvents[E]>) {
      checkPayload(event, args[0]);
      act(() => {
        for (const handler of [...(handlers.get(event) ?? [])]) handler(...args);
      });
    },
    setState(next: ConnectionState) {
      act(() => {
        state = next;
        for (const listener of [...stateListeners]) listener(next);
      });
    },
    reconnect() {
      act(() => {
        for (const listener of [...reconnects]) listener();
      });
    },
  };
}

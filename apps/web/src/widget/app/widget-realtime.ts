import { createRealtimeClient, type RealtimeClient } from '../../lib/realtime/realtime-client.ts';
import type { WidgetIdentity } from '../api/widget-session.ts';

const TOKEN_PREFIX = 'token:';

/**
 * What the socket is opened as: a bearer token travels in the handshake's `auth.token` (as `plugins/realtime.ts`
 * reads it for guests and bearer sessions); a customer signed in on Tawasul's origin is known by its cookie.
 */
export function socketIdentityOf(identity: WidgetIdentity): string | null {
  if (identity.kind === 'guest' || identity.kind === 'customer') return `${TOKEN_PREFIX}${identity.token}`;
  if (identity.kind === 'cookie') return `cookie:${identity.userId}`;
  return null;
}

/** The app's realtime client (reconnects, backoff, catch-up hooks), with the shopper's token in the handshake. */
export function createWidgetRealtime(): RealtimeClient {
  return createRealtimeClient({
    createSocket: async (options, identity) => {
      const { io } = await import('socket.io-client');
      const token = identity.startsWith(TOKEN_PREFIX) ? identity.slice(TOKEN_PREFIX.length) : null;
      return io({ ...options, ...(token ? { auth: { token } } : {}) });
    },
  });
}

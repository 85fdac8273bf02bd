/**
 * Who the shopper is to the widget. A guest and a customer who signed in here carry a bearer token, kept in the
 * frame's localStorage per widget id so that a returning shopper finds its chat again; a customer already signed in
 * on Tawasul's own origin (the customer area embeds the widget) uses its session cookie and no token.
 */
export type WidgetIdentity =
  | { kind: 'none' }
  | { kind: 'guest'; token: string; name: string | null }
  | { kind: 'customer'; token: string; name: string }
  | { kind: 'cookie'; userId: string; name: string };

type Listener = (identity: WidgetIdentity, reason: string | null) => void;

export interface WidgetSession {
  current(): WidgetIdentity;
  /** The bearer token to send, when there is one. */
  token(): string | null;
  /** Keeps a token identity (stored) or a cookie identity (for this page only). */
  signIn(identity: Exclude<WidgetIdentity, { kind: 'none' }>): void;
  /** Forgets the identity; `reason` is the error code that ended it (a token the server refused), if any. */
  signOut(reason?: string | null): void;
  subscribe(listener: Listener): () => void;
}

export const sessionStorageKey = (widgetId: string) => `tawasul.widget.${widgetId}.session`;

/** Storage can be refused to a frame on another site (blocked third-party data): the widget then forgets on reload. */
function safeStorage(storage: Storage | undefined) {
  return {
    read(key: string): string | null {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write(key: string, value: string | null): void {
      try {
        if (value === null) storage?.removeItem(key);
        else storage?.setItem(key, value);
      } catch {
        // Kept in memory only.
      }
    },
  };
}

function parseStored(raw: string | null): WidgetIdentity {
  if (!raw) return { kind: 'none' };
  try {
    const value = JSON.parse(raw) as { kind?: unknown; token?: unknown; name?: unknown };
    if (typeof value.token !== 'string' || !value.token) return { kind: 'none' };
    const name = typeof value.name === 'string' ? value.name : null;
    if (value.kind === 'guest') return { kind: 'guest', token: value.token, name };
    if (value.kind === 'customer') return { kind: 'customer', token: value.token, name: name ?? '' };
  } catch {
    // A damaged entry is as good as none.
  }
  return { kind: 'none' };
}

/** Even reading `localStorage` throws where the browser blocks a third-party frame's storage. */
function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function createWidgetSession(widgetId: string, storage: Storage | undefined = pageStorage()): WidgetSession {
  const store = safeStorage(storage);
  const key = sessionStorageKey(widgetId);
  let identity = parseStored(store.read(key));
  const listeners = new Set<Listener>();

  const change = (next: WidgetIdentity, reason: string | null) => {
    identity = next;
    for (const listener of [...listeners]) listener(next, reason);
  };

  return {
    current: () => identity,
    token: () => (identity.kind === 'guest' || identity.kind === 'customer' ? identity.token : null),
    signIn(next) {
      if (next.kind === 'guest' || next.kind === 'customer') {
        store.write(key, JSON.stringify({ kind: next.kind, token: next.token, name: next.name }));
      }
      change(next, null);
    },
    signOut(reason = null) {
      store.write(key, null);
      if (identity.kind !== 'none') change({ kind: 'none' }, reason);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

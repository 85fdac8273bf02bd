import { describe, expect, it, vi } from 'vitest';
import { startBuildWatcher } from './build-watcher.ts';
import { CHUNK_RELOAD_GUARD_MS, reloadOnceForChunkError } from './chunk-reload.ts';
import { openSignInPopup, POPUP_MARKER_KEY, settlePopupSignIn } from './popup-sign-in.ts';
import { matchRouteRule } from './route-rules.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('chunk preload failure', () => {
  it('reloads once, then lets the error through within 10 s, then reloads again after', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    let reloads = 0;
    const env = { now: () => now, storage, reload: () => void (reloads += 1) };
    expect(reloadOnceForChunkError(env)).toBe(true);
    now += CHUNK_RELOAD_GUARD_MS - 1;
    expect(reloadOnceForChunkError(env)).toBe(false);
    now += 2;
    expect(reloadOnceForChunkError(env)).toBe(true);
    expect(reloads).toBe(2);
  });
});

describe('new build detection', () => {
  it('polls latest.json every hour with a timestamp and reports a different id once', async () => {
    const scheduled: { callback: () => void; ms: number }[] = [];
    const asked: number[] = [];
    const found: string[] = [];
    let latest = { id: 'build-a', timestamp: 1 };
    startBuildWatcher({
      currentId: 'build-a',
      fetchLatest: async (timestamp) => {
        asked.push(timestamp);
        return latest;
      },
      onNewBuild: (info) => found.push(info.id),
      now: () => 42,
      setInterval: (callback, ms) => scheduled.push({ callback, ms }),
      clearInterval: () => {},
    });
    expect(scheduled[0]?.ms).toBe(3_600_000);
    const tick = () => scheduled[0]?.callback();
    tick();
    // The same build: asked, and nothing reported.
    await vi.waitFor(() => expect(asked).toEqual([42]));
    expect(found).toEqual([]);
    latest = { id: 'build-b', timestamp: 2 };
    tick();
    await vi.waitFor(() => expect(found).toEqual(['build-b']));
    // Once reported, a later tick asks nothing and reports nothing.
    tick();
    expect(asked).toEqual([42, 42]);
    expect(found).toEqual(['build-b']);
  });
});

describe('popup sign-in', () => {
  it('opens a centred 960x600 popup and leaves the marker', async () => {
    const storage = memoryStorage();
    const opened: { url: string; features: string }[] = [];
    const popup = { closed: true } as Window;
    await openSignInPopup(
      '/login',
      undefined,
      {
        open: (url, _target, features) => {
          opened.push({ url, features });
          return popup;
        },
        screenX: 0,
        screenY: 0,
        outerWidth: 1960,
        outerHeight: 1200,
        localStorage: storage,
      },
      1,
    );
    expect(opened[0]?.features).toContain('width=960,height=600,left=500,top=300');
    expect(storage.getItem(POPUP_MARKER_KEY)).not.toBeNull();
  });

  it('on start: removes the marker and closes the window when nobody is signed in', () => {
    const storage = memoryStorage();
    storage.setItem(POPUP_MARKER_KEY, '1');
    let closed = false;
    expect(settlePopupSignIn(false, { localStorage: storage, close: () => void (closed = true) })).toBe('closed');
    expect(closed).toBe(true);
    expect(storage.getItem(POPUP_MARKER_KEY)).toBeNull();
  });

  it('keeps a signed-in window open, and does nothing without the marker', () => {
    const storage = memoryStorage();
    let closed = false;
    const host = { localStorage: storage, close: () => void (closed = true) };
    expect(settlePopupSignIn(false, host)).toBe('none');
    storage.setItem(POPUP_MARKER_KEY, '1');
    expect(settlePopupSignIn(true, host)).toBe('kept');
    expect(closed).toBe(false);
  });
});

describe('server-configured route rules', () => {
  const rules = {
    '/signin': { redirect: '/login' },
    '/old/**': { redirect: '/admin' },
    '/old/special/**': { redirect: '/admin/faq' },
    '/help': { redirect: 'https://help.example.com' },
  };

  it('matches exact paths and the longest prefix', () => {
    expect(matchRouteRule(rules, '/signin')).toEqual({ kind: 'internal', to: '/login' });
    expect(matchRouteRule(rules, '/old/x/y')).toEqual({ kind: 'internal', to: '/admin' });
    expect(matchRouteRule(rules, '/old/special/z')).toEqual({ kind: 'internal', to: '/admin/faq' });
    expect(matchRouteRule(rules, '/older')).toBeNull();
  });

  it('marks external targets for a full page load', () => {
    expect(matchRouteRule(rules, '/help')).toEqual({ kind: 'external', to: 'https://help.example.com' });
  });

  it('never redirects a path to itself', () => {
    expect(matchRouteRule({ '/a': { redirect: '/a' } }, '/a')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { applyRedirectUrlAction, readAuthData, readRedirectUrl } from './auth-data-cookie.ts';

describe('the authData cookie', () => {
  it('stores, keeps and clears redirectUrl as the guard decides', () => {
    applyRedirectUrlAction({ kind: 'store', value: '/admin/agent?view=3' });
    expect(readRedirectUrl()).toBe('/admin/agent?view=3');
    expect(document.cookie).toContain('authData=');
    applyRedirectUrlAction({ kind: 'keep' });
    expect(readRedirectUrl()).toBe('/admin/agent?view=3');
    applyRedirectUrlAction({ kind: 'clear' });
    expect(readRedirectUrl()).toBeNull();
  });

  it('keeps the other keys of the map when redirectUrl goes', () => {
    document.cookie = `authData=${encodeURIComponent(JSON.stringify({ redirectUrl: '/admin', other: 'x' }))}; path=/`;
    applyRedirectUrlAction({ kind: 'clear' });
    expect(readAuthData()).toEqual({ other: 'x' });
  });

  it('ignores a cookie it cannot read', () => {
    document.cookie = 'authData=%7Bbroken; path=/';
    expect(readAuthData()).toEqual({});
  });
});

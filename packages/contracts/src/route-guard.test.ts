import { describe, expect, it } from 'vitest';
import {
  decideRoute,
  homePathFor,
  isSafeRedirectUrl,
  normalizePath,
  PUBLIC_PATHS,
  type RouteGuardInput,
} from './route-guard.ts';
import type { Role } from './roles.ts';

const admin: Role[] = ['admin'];
const manager: Role[] = ['brand_manager'];
const agent: Role[] = ['agent'];
const customer: Role[] = ['customer'];

const decide = (path: string, roles: Role[] | null, extra: Partial<RouteGuardInput> = {}) =>
  decideRoute({ path, roles, ...extra });

describe('rule 1: signed out on a route that is not public goes to /login', () => {
  it('sends /user/update-profile to /login without remembering it', () => {
    expect(decide('/user/update-profile', null)).toEqual({
      redirectTo: '/login',
      redirectUrl: { kind: 'clear' },
      rule: 1,
    });
  });

  it.each(PUBLIC_PATHS)('lets a signed-out visitor open the public route %s', (path) => {
    expect(decide(path, null).redirectTo).toBeNull();
  });

  it('lets a signed-out visitor open CMS pages under /pages', () => {
    expect(decide('/pages/about-us', null).redirectTo).toBeNull();
  });

  it('shows unknown paths (the 404 page) instead of redirecting', () => {
    expect(decide('/no-such-page', null, { known: false })).toEqual({
      redirectTo: null,
      redirectUrl: { kind: 'clear' },
      rule: null,
    });
  });

  it('does not treat a path that merely starts like a public one as public', () => {
    expect(decide('/login-history', null).redirectTo).toBe('/login');
    expect(decide('/pagesx', null).redirectTo).toBe('/login');
  });
});

describe('rule 2: signed out under /admin, /agent or /customer stores redirectUrl and goes to /login', () => {
  it.each(['/admin', '/admin/agent', '/agent', '/customer'])('remembers %s', (path) => {
    expect(decide(path, null)).toEqual({
      redirectTo: '/login',
      redirectUrl: { kind: 'store', value: path },
      rule: 2,
    });
  });

  it('keeps the query string so the user returns to the same view', () => {
    expect(decide('/admin/chat-management', null, { search: '?view=42' }).redirectUrl).toEqual({
      kind: 'store',
      value: '/admin/chat-management?view=42',
    });
  });

  it('stores the normalised path when the address has a trailing slash', () => {
    expect(decide('/admin/agent/', null).redirectUrl).toEqual({ kind: 'store', value: '/admin/agent' });
  });

  it('does not remember siblings such as /administrator (rule 1 applies instead)', () => {
    expect(decide('/administrator', null)).toMatchObject({
      redirectTo: '/login',
      rule: 1,
      redirectUrl: { kind: 'clear' },
    });
  });
});

describe('rule 3: signed in on a sign-in screen goes home', () => {
  it.each(['/login', '/phone-login', '/otp-login', '/change-password'])('sends an admin from %s to /admin', (path) => {
    expect(decide(path, admin)).toMatchObject({ redirectTo: '/admin', rule: 3 });
  });

  it('sends a brand manager to /admin', () => {
    expect(decide('/otp-login', manager)).toMatchObject({ redirectTo: '/admin', rule: 3 });
  });

  it.each([{ roles: agent }, { roles: customer }, { roles: [] as Role[] }])('sends $roles to /', ({ roles }) => {
    expect(decide('/login', roles)).toMatchObject({ redirectTo: '/', rule: 3 });
  });

  it('keeps the stored redirectUrl while on the sign-in screen', () => {
    expect(decide('/login', admin).redirectUrl).toEqual({ kind: 'keep' });
  });

  it('lets a signed-in user open sign-up and forgot-password (not in the rule)', () => {
    expect(decide('/otp-signup', customer).redirectTo).toBeNull();
    expect(decide('/forgot-password', agent).redirectTo).toBeNull();
  });
});

describe('rule 4: a signed-in admin or brand manager at / goes to /admin', () => {
  it.each([{ roles: admin }, { roles: manager }])('redirects $roles', ({ roles }) => {
    expect(decide('/', roles)).toMatchObject({ redirectTo: '/admin', rule: 4 });
  });

  it.each([{ roles: agent }, { roles: customer }])('leaves $roles on the landing page', ({ roles }) => {
    expect(decide('/', roles).redirectTo).toBeNull();
  });
});

describe('rule 5: without a back-office role on /admin stores redirectUrl and goes to /', () => {
  it('sends an agent from /admin/faq to /', () => {
    expect(decide('/admin/faq', agent)).toEqual({
      redirectTo: '/',
      redirectUrl: { kind: 'store', value: '/admin/faq' },
      rule: 5,
    });
  });

  it('sends a customer from /admin to /', () => {
    expect(decide('/admin', customer)).toMatchObject({ redirectTo: '/', rule: 5 });
  });

  it('also applies to /admin/brand/cs-cart-login, which has no admin layout', () => {
    expect(decide('/admin/brand/cs-cart-login', customer)).toMatchObject({ redirectTo: '/', rule: 5 });
  });
});

describe('rule 6: a brand manager on /admin/brand or the categories goes to /admin', () => {
  it.each([
    '/admin/brand',
    '/admin/brand/',
    '/admin/canned-response/category',
    '/admin/salla-installation',
    // Issue 22: the other screens only admins see in the sidebar.
    '/admin/brand-manager',
    '/admin/customer',
    '/admin/guest',
    '/admin/page',
    '/admin/cms-faq',
    '/admin/landing-page-form',
  ])('redirects %s', (path) => {
    expect(decide(path, manager)).toMatchObject({ redirectTo: '/admin', rule: 6 });
  });

  it.each(['/admin/brand/profile', '/admin/brand/configuration', '/admin/canned-response/case'])(
    'lets a brand manager open %s',
    (path) => {
      expect(decide(path, manager).redirectTo).toBeNull();
    },
  );

  it('lets an admin open /admin/brand and the categories', () => {
    expect(decide('/admin/brand', admin).redirectTo).toBeNull();
    expect(decide('/admin/brand-manager', admin).redirectTo).toBeNull();
    expect(decide('/admin/landing-page-form', admin).redirectTo).toBeNull();
    expect(decide('/admin/canned-response/category', admin).redirectTo).toBeNull();
    expect(decide('/admin/salla-installation', admin).redirectTo).toBeNull();
  });

  it('does not limit a user who holds both back-office roles', () => {
    expect(decide('/admin/brand', ['admin', 'brand_manager']).redirectTo).toBeNull();
  });
});

describe('rule 7: an admin on /admin/brand/configuration goes to /admin', () => {
  it('redirects an admin', () => {
    expect(decide('/admin/brand/configuration', admin)).toMatchObject({ redirectTo: '/admin', rule: 7 });
  });

  it('lets a brand manager open it', () => {
    expect(decide('/admin/brand/configuration', manager).redirectTo).toBeNull();
  });
});

describe('rule 8 (ours): each person area is for its own role', () => {
  it('sends a customer away from /agent, home', () => {
    expect(decide('/agent', customer)).toMatchObject({ redirectTo: '/', rule: 8 });
  });

  it('sends an admin away from /customer to /admin', () => {
    expect(decide('/customer', admin)).toMatchObject({ redirectTo: '/admin', rule: 8 });
  });

  it('lets an agent into /agent and a customer into /customer', () => {
    expect(decide('/agent', agent).redirectTo).toBeNull();
    expect(decide('/customer', customer).redirectTo).toBeNull();
  });
});

describe('the redirectUrl rule of section 4', () => {
  it.each(['/login', '/phone-login', '/otp-login', '/change-password'])('keeps it on %s', (path) => {
    expect(decide(path, null).redirectUrl).toEqual({ kind: 'keep' });
  });

  it.each(['/', '/otp-signup', '/forgot-password', '/cursor-demo'])('clears it on %s', (path) => {
    expect(decide(path, null).redirectUrl).toEqual({ kind: 'clear' });
  });

  it('clears it when a signed-in user reaches the page it was going to', () => {
    expect(decide('/admin/agent', admin)).toEqual({ redirectTo: null, redirectUrl: { kind: 'clear' }, rule: null });
  });
});

describe('rule order', () => {
  it('applies rule 3 before rule 5: an agent on /login goes to /, not via the admin check', () => {
    expect(decide('/login', agent).rule).toBe(3);
  });

  it('evaluates the signed-out rules before anything role-based', () => {
    expect(decide('/admin/brand/configuration', null).rule).toBe(2);
  });
});

describe('helpers', () => {
  it('normalises paths', () => {
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('admin//')).toBe('/admin');
  });

  it('picks the home of each role', () => {
    expect(homePathFor(['admin'])).toBe('/admin');
    expect(homePathFor(['brand_manager', 'agent'])).toBe('/admin');
    expect(homePathFor(['agent'])).toBe('/');
  });

  it('only follows redirectUrls that stay on this site', () => {
    expect(isSafeRedirectUrl('/admin/agent?x=1')).toBe(true);
    expect(isSafeRedirectUrl('//evil.test/admin')).toBe(false);
    expect(isSafeRedirectUrl('https://evil.test')).toBe(false);
    expect(isSafeRedirectUrl('/\\evil.test')).toBe(false);
    expect(isSafeRedirectUrl(null)).toBe(false);
  });
});

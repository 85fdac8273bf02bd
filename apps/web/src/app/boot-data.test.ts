import { afterEach, describe, expect, it } from 'vitest';
import { readBootData } from './boot-data.ts';

const USER = {
  id: 'u1',
  email: 'sara@example.com',
  emailVerified: true,
  phone: null,
  name: 'Sara',
  firstNameEn: 'Sara',
  lastNameEn: null,
  firstNameAr: null,
  lastNameAr: null,
  image: null,
  gamerId: null,
  roles: ['admin'],
  brandId: null,
  language: 'ar',
  isOnline: false,
};

/** The page as the server sends it (apps/server/src/plugins/app-page.ts), with this start-up data. */
function pageWith(text: string | null) {
  document.getElementById('tawasul-boot')?.remove();
  if (text === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'tawasul-boot';
  script.textContent = text;
  document.head.append(script);
}

describe('the start-up data in the page', () => {
  afterEach(() => pageWith(null));

  it('gives the language, the signed-in person and the route rules as the three requests would', () => {
    const rules = { '/signin': { redirect: '/login' } };
    pageWith(JSON.stringify({ language: 'en', user: USER, routeRules: rules }));
    expect(readBootData(document)).toEqual({ language: 'en', user: USER, routeRules: rules });
    pageWith(JSON.stringify({ language: 'ar', user: null, routeRules: {} }));
    expect(readBootData(document)).toEqual({ language: 'ar', user: null, routeRules: {} });
  });

  it('is missing when the page came without it or it does not read right: the app then asks', () => {
    expect(readBootData(document)).toBeNull();
    for (const text of [
      'not json',
      'null',
      JSON.stringify({ language: 'fr', user: null, routeRules: {} }),
      JSON.stringify({ language: 'en', user: { id: 1 }, routeRules: {} }),
      JSON.stringify({ language: 'en', user: null, routeRules: { '/a': { redirect: '' } } }),
    ]) {
      pageWith(text);
      expect(readBootData(document), text).toBeNull();
    }
  });
});

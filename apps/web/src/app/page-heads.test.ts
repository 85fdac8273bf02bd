import { describe, expect, it } from 'vitest';
import arDescriptions from '../locales/ar/page-meta.json';
import enDescriptions from '../locales/en/page-meta.json';
import { RESOURCES } from '../lib/i18n/resources.ts';
import { buildPageHeads } from './page-heads.ts';
import { PUBLIC_PAGES } from './public-pages.ts';

const heads = () =>
  buildPageHeads({
    en: { resources: RESOURCES.en, descriptions: enDescriptions },
    ar: { resources: RESOURCES.ar, descriptions: arDescriptions },
  });

describe('the heads the server sends for the public pages', () => {
  it('give each public page its title and a description in both languages', () => {
    const { en, ar } = heads();
    expect(Object.keys(en.pages)).toEqual(Object.keys(PUBLIC_PAGES));
    expect(en.pages['/login']).toEqual({
      pageTitle: 'Sign in',
      description: expect.stringContaining('Sign in to Tawasul') as string,
    });
    expect(ar.pages['/login']?.pageTitle).toBe('تسجيل الدخول');
    expect(en.pages['/']?.pageTitle).toBeNull();
    for (const page of [...Object.values(en.pages), ...Object.values(ar.pages), en.fallback, ar.fallback]) {
      // Search results show about 160 characters.
      expect(page.description.length).toBeGreaterThan(25);
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
    expect(en.names).toEqual({ site: 'Tawasul', product: 'Tawasul Admin', brand: 'Brand Admin' });
    expect(ar.names.site).toBe('تواصل');
  });

  it('describe pages in Arabic with Arabic texts, key for key', () => {
    expect(Object.keys(arDescriptions).sort()).toEqual(Object.keys(enDescriptions).sort());
    expect(Object.values(heads().ar.pages).every((page) => /[\u0600-\u06ff]/.test(page.description))).toBe(true);
  });

  it('fail the build on a missing text', () => {
    expect(() =>
      buildPageHeads({
        en: { resources: RESOURCES.en, descriptions: { ...enDescriptions, login: '' } },
        ar: { resources: RESOURCES.ar, descriptions: arDescriptions },
      }),
    ).toThrow(/login/);
  });
});

import { describe, expect, it } from 'vitest';
import { pathForLanguage, splitLocalePrefix, withLocalePrefix } from './locale-prefix.ts';

describe('locale-prefixed routes', () => {
  it('reads /ar as the Arabic prefix', () => {
    expect(splitLocalePrefix('/ar/admin/agent')).toEqual({ prefix: 'ar', path: '/admin/agent' });
    expect(splitLocalePrefix('/ar')).toEqual({ prefix: 'ar', path: '/' });
    expect(splitLocalePrefix('/arabic')).toEqual({ prefix: null, path: '/arabic' });
    expect(splitLocalePrefix('/admin')).toEqual({ prefix: null, path: '/admin' });
  });

  it('puts the prefix back on paths', () => {
    expect(withLocalePrefix('/login', 'ar')).toBe('/ar/login');
    expect(withLocalePrefix('/', 'ar')).toBe('/ar');
    expect(withLocalePrefix('/login', null)).toBe('/login');
  });

  it('drops the prefix when switching a prefixed page to English, and keeps unprefixed pages as they are', () => {
    expect(pathForLanguage('/ar/admin/faq', 'en')).toBe('/admin/faq');
    expect(pathForLanguage('/ar/admin/faq', 'ar')).toBe('/ar/admin/faq');
    expect(pathForLanguage('/admin/faq', 'ar')).toBe('/admin/faq');
  });
});

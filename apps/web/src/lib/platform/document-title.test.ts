import { describe, expect, it } from 'vitest';
import { documentTitle, isBrandOrigin } from './document-title.ts';

const names = { brand: 'Brand Admin', product: 'Tawasul Admin', site: 'Tawasul' };

describe('document title (spec section 1)', () => {
  it('is the page title, a dash, then the product admin name on the admin origin', () => {
    expect(documentTitle('Agents', 'https://admin.tawasul.test', names)).toBe('Agents - Tawasul Admin');
  });

  it("ends in 'Brand Admin' when the origin contains 'brand'", () => {
    expect(documentTitle('Agents', 'https://brand.tawasul.test', names)).toBe('Agents - Brand Admin');
    expect(documentTitle('Agents', 'http://mybrand.localhost:3000', names)).toBe('Agents - Brand Admin');
  });

  it('is only the admin name when the page has no title', () => {
    expect(documentTitle(undefined, 'https://admin.tawasul.test', names)).toBe('Tawasul Admin');
    expect(documentTitle('  ', 'https://brand.tawasul.test', names)).toBe('Brand Admin');
  });

  it("titles the public site with the product's own name, not an admin's (issue 22), but keeps the brand portal's", () => {
    expect(documentTitle('Sign in', 'https://tawasul.test', names, 'public')).toBe('Sign in - Tawasul');
    expect(documentTitle(null, 'https://tawasul.test', names, 'public')).toBe('Tawasul');
    expect(documentTitle('Sign in', 'https://brand.tawasul.test', names, 'public')).toBe('Sign in - Brand Admin');
  });

  it('recognises the brand origin anywhere in the origin', () => {
    expect(isBrandOrigin('http://localhost:3000')).toBe(false);
    expect(isBrandOrigin('https://support.brand.example')).toBe(true);
  });
});

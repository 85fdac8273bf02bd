import { describe, expect, it } from 'vitest';
import { frameAncestorSources, isAllowedOrigin } from './allowed-origins.ts';

const dev = { localhost: true };
const production = { localhost: false };

describe('a brand’s allowed domains', () => {
  it('allow a listed domain and its subdomains, over https only, on the default port', () => {
    const domains = ['shop.example'];
    for (const origin of ['https://shop.example', 'https://www.shop.example']) {
      expect(isAllowedOrigin(origin, domains, dev), origin).toBe(true);
    }
    for (const origin of [
      'http://shop.example',
      'http://www.shop.example',
      'https://shop.example:8443',
      'https://myshop.example',
      'https://shop.example.evil.test',
    ]) {
      expect(isAllowedOrigin(origin, domains, dev), origin).toBe(false);
    }
  });

  it('read `*.domain` as its subdomains only, and localhost with or without a port', () => {
    expect(isAllowedOrigin('https://a.stores.example', ['*.stores.example'], dev)).toBe(true);
    expect(isAllowedOrigin('http://a.stores.example', ['*.stores.example'], dev)).toBe(false);
    expect(isAllowedOrigin('https://stores.example', ['*.stores.example'], dev)).toBe(false);
    expect(isAllowedOrigin('http://localhost:4000', ['localhost'], dev)).toBe(true);
    expect(isAllowedOrigin('http://localhost:4000', ['localhost:5173'], dev)).toBe(false);
    expect(isAllowedOrigin('http://localhost:5173', ['localhost:5173'], dev)).toBe(true);
  });

  it('leave localhost out in production', () => {
    for (const origin of ['http://localhost:5173', 'https://localhost:5173']) {
      expect(isAllowedOrigin(origin, ['localhost', 'localhost:5173'], production), origin).toBe(false);
    }
    expect(frameAncestorSources(['localhost', 'localhost:5173', 'shop.example'], production)).toEqual([
      'https://shop.example',
      'https://*.shop.example',
    ]);
  });

  it('allow nothing that is not a web page of theirs', () => {
    for (const origin of ['null', 'file://', 'chrome-extension://abc', 'not a url', '']) {
      expect(isAllowedOrigin(origin, ['shop.example', 'localhost'], dev), origin).toBe(false);
    }
    expect(isAllowedOrigin('https://shop.example', [], dev)).toBe(false);
  });

  it('become https frame-ancestors sources (localhost also http), leaving out anything that is not a domain', () => {
    expect(frameAncestorSources(['Shop.example', 'localhost', "x; script-src 'unsafe-inline'"], dev)).toEqual([
      'https://shop.example',
      'https://*.shop.example',
      'http://localhost:*',
      'https://localhost:*',
    ]);
  });
});

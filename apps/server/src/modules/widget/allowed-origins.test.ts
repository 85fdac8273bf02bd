import { describe, expect, it } from 'vitest';
import { frameAncestorSources, isAllowedOrigin } from './allowed-origins.ts';

describe('a brand’s allowed domains', () => {
  it('allow a listed domain and its subdomains, over https or http, on the default port', () => {
    const domains = ['shop.example'];
    for (const origin of ['https://shop.example', 'http://shop.example', 'https://www.shop.example']) {
      expect(isAllowedOrigin(origin, domains), origin).toBe(true);
    }
    for (const origin of ['https://shop.example:8443', 'https://myshop.example', 'https://shop.example.evil.test']) {
      expect(isAllowedOrigin(origin, domains), origin).toBe(false);
    }
  });

  it('read `*.domain` as its subdomains only, and localhost with or without a port', () => {
    expect(isAllowedOrigin('https://a.stores.example', ['*.stores.example'])).toBe(true);
    expect(isAllowedOrigin('https://stores.example', ['*.stores.example'])).toBe(false);
    expect(isAllowedOrigin('http://localhost:4000', ['localhost'])).toBe(true);
    expect(isAllowedOrigin('http://localhost:4000', ['localhost:5173'])).toBe(false);
    expect(isAllowedOrigin('http://localhost:5173', ['localhost:5173'])).toBe(true);
  });

  it('allow nothing that is not a web page of theirs', () => {
    for (const origin of ['null', 'file://', 'chrome-extension://abc', 'not a url', '']) {
      expect(isAllowedOrigin(origin, ['shop.example', 'localhost']), origin).toBe(false);
    }
    expect(isAllowedOrigin('https://shop.example', [])).toBe(false);
  });

  it('become frame-ancestors sources, leaving out anything that is not a domain', () => {
    expect(frameAncestorSources(['Shop.example', 'localhost', "x; script-src 'unsafe-inline'"])).toEqual([
      'https://shop.example',
      'https://*.shop.example',
      'http://shop.example',
      'http://*.shop.example',
      'http://localhost:*',
      'https://localhost:*',
    ]);
  });
});

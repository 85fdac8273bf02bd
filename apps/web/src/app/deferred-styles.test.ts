import { afterEach, describe, expect, it } from 'vitest';
import { applyDeferredStyles } from './deferred-styles.ts';

const sheets = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);

describe("a public page's deferred stylesheets", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('become stylesheets in their places, and the first render waits until each has loaded or failed', async () => {
    document.head.innerHTML = `
      <link rel="preload" as="style" crossorigin href="/assets/index.css" data-deferred-style>
      <link rel="modulepreload" crossorigin href="/assets/landing.js">
      <link rel="preload" as="style" crossorigin href="/assets/landing.css" data-deferred-style>`;
    let applied = false;
    const done = applyDeferredStyles(document).then(() => {
      applied = true;
    });
    expect(sheets()).toEqual([
      'stylesheet /assets/index.css',
      'modulepreload /assets/landing.js',
      'stylesheet /assets/landing.css',
    ]);
    const [index, , landing] = document.head.querySelectorAll('link');
    expect(index!.crossOrigin).toBe('');
    index!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(applied).toBe(false);
    // A stylesheet that cannot load does not keep the app from starting.
    landing!.dispatchEvent(new Event('error'));
    await done;
    expect(applied).toBe(true);
  });

  it('leave a page without deferred stylesheets (a panel, the dev server) as it is', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index.css">';
    await applyDeferredStyles(document);
    expect(sheets()).toEqual(['stylesheet /assets/index.css']);
  });
});

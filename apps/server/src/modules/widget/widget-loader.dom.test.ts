import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { listen } from '../../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { WIDGET_LOADER_FILE } from './widget-loader.ts';

/**
 * The loader run in a store's page (jsdom, the workspace's DOM for tests) against the real server: what a shopper
 * sees and does. The store's page is on an allowed domain of the brand; the loader comes from the test server.
 */

interface Node {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  querySelector(selector: string): Node | null;
  querySelectorAll(selector: string): ArrayLike<Node>;
  textContent: string | null;
  hidden: boolean;
  isConnected: boolean;
  src: string;
  contentWindow: unknown;
  shadowRoot?: Node | null;
  click(): void;
  remove(): void;
}
interface StorePage {
  document: {
    body: Node & { appendChild(node: Node): Node };
    documentElement: Node;
    createElement(tag: string): Node;
    dispatchEvent(event: unknown): boolean;
  };
  Element: { prototype: { attachShadow(init: { mode: string }): Node } };
  KeyboardEvent: new (type: string, init: object) => unknown;
  MessageEvent: new (type: string, init: object) => unknown;
  dispatchEvent(event: unknown): boolean;
  eval(code: string): unknown;
  fetch: (url: string) => Promise<Response>;
  console: { error(...args: unknown[]): void };
  TawasulWidget?: { open(): void; close(): void; destroy(): void };
  close(): void;
}
type JsdomModule = { JSDOM: new (html: string, options: object) => { window: StorePage } };

const STORE = 'https://shop.example';
const source = readFileSync(WIDGET_LOADER_FILE, 'utf8');
let t: TestApp;
let base: string;
let brand: BrandRow;
let JSDOM: JsdomModule['JSDOM'];
const pages: StorePage[] = [];

beforeAll(async () => {
  // jsdom is the web workspace's test DOM; named through a variable, as it has no type declarations.
  const jsdom = 'jsdom';
  ({ JSDOM } = (await import(jsdom)) as JsdomModule);
  t = await createTestApp();
  base = await listen(t);
  brand = await insertBrand(t.database.db, {
    primaryColor: '#ffd43b',
    chatButtonLabelEn: 'Chat with Nakheel',
    chatButtonLabelAr: 'تحدث مع نخيل',
    allowedDomains: ['shop.example'],
  });
});
afterEach(() => {
  for (const page of pages.splice(0)) page.close();
});
afterAll(() => t.close());

/**
 * A store page with the brand's snippet, the loader run in it; `roots` gives the widget's shadow root as
 * a person sees it. Requests carry the store's Origin, as a browser's would.
 */
async function storePage(options: { lang?: string; dir?: string; locale?: string; widgetId?: string } = {}) {
  const html = `<!doctype html><html lang="${options.lang ?? 'en'}" dir="${options.dir ?? 'ltr'}"><body></body></html>`;
  const page = new JSDOM(html, { url: `${STORE}/products/dates`, runScripts: 'outside-only', pretendToBeVisual: true })
    .window;
  pages.push(page);
  const roots: Node[] = [];
  const attach = page.Element.prototype.attachShadow;
  page.Element.prototype.attachShadow = function (this: Node, init: { mode: string }) {
    const root = attach.call(this, init);
    roots.push(root);
    return root;
  };
  page.fetch = (url: string) => fetch(url, { headers: { origin: STORE } });
  const errors = vi.fn();
  page.console.error = errors;
  const tag = page.document.createElement('script');
  tag.setAttribute('src', `${base}/widget.js`);
  tag.setAttribute('data-widget-id', options.widgetId ?? brand.widgetId);
  if (options.locale) tag.setAttribute('data-locale', options.locale);
  page.document.body.appendChild(tag);
  // jsdom has no currentScript outside its own script runs: the loader finds its tag by src and widget id.
  page.eval(source);
  return { page, roots, errors };
}

async function launcherOf(options: Parameters<typeof storePage>[0] = {}) {
  const scene = await storePage(options);
  const button = await vi.waitFor(() => {
    const found = scene.roots[0]?.querySelector('button');
    if (!found) throw new Error('no launcher yet');
    return found;
  });
  return { ...scene, button, root: scene.roots[0]! };
}

describe('the loader on a store’s page', () => {
  it('draws an accessible launcher in the brand’s colour, labelled in the page’s language', async () => {
    const { button, root, page } = await launcherOf();
    expect(button.textContent).toBe('Chat with Nakheel');
    expect(button.getAttribute('aria-label')).toBe('Chat with Nakheel');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('type')).toBe('button');
    // A light brand colour gets dark text.
    expect(root.querySelector('.w')?.getAttribute('style')).toBe('--c:#ffd43b;--t:#111');
    expect(root.querySelector('.w')?.getAttribute('class')).toBe('w');
    expect(root.querySelector('iframe')).toBeNull();
    // An open root: assistive and testing tools reach the button as a person does.
    expect(page.document.body.querySelector('tawasul-widget')?.shadowRoot).toBe(root);
    expect(page.TawasulWidget).toEqual({
      open: expect.any(Function) as unknown,
      close: expect.any(Function) as unknown,
      destroy: expect.any(Function) as unknown,
    });
  });

  it('speaks Arabic on an Arabic page (or when told), and sits bottom-left on a right-to-left page', async () => {
    const arabic = await launcherOf({ lang: 'ar-SA', dir: 'rtl' });
    expect(arabic.button.textContent).toBe('تحدث مع نخيل');
    expect(arabic.root.querySelector('.w')?.getAttribute('class')).toBe('w l');
    const told = await launcherOf({ lang: 'en', locale: 'ar' });
    expect(told.button.textContent).toBe('تحدث مع نخيل');
  });

  it('opens the chat app in an iframe on click, once, and toggles it; Escape closes it', async () => {
    const { button, root, page } = await launcherOf({ lang: 'ar' });
    button.click();
    const frame = root.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(`${base}/widget?id=${brand.widgetId}&locale=ar`);
    expect(frame.getAttribute('title')).toBe('Chat');
    expect(frame.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');

    button.click();
    expect(frame.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.click();
    expect(root.querySelectorAll('iframe')).toHaveLength(1);
    expect(frame.hidden).toBe(false);

    page.document.dispatchEvent(new page.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(frame.hidden).toBe(true);
  });

  it('listens to its own iframe only: close, and the unread count on the button while the chat is hidden', async () => {
    const { button, root, page } = await launcherOf();
    page.TawasulWidget!.open();
    const frame = root.querySelector('iframe')!;
    const fromFrame = (data: unknown, origin = base) =>
      page.dispatchEvent(new page.MessageEvent('message', { data, origin, source: frame.contentWindow }));

    fromFrame({ type: 'tawasul:close' }, 'https://evil.example');
    expect(frame.hidden).toBe(false);
    fromFrame({ type: 'tawasul:close' });
    expect(frame.hidden).toBe(true);

    const badge = root.querySelector('.n')!;
    fromFrame({ type: 'tawasul:unread', count: 3 });
    expect(badge.hidden).toBe(false);
    expect(badge.textContent).toBe('3');
    expect(button.getAttribute('aria-label')).toBe('Chat with Nakheel (3)');
    // Not while the chat is open.
    page.TawasulWidget!.open();
    expect(badge.hidden).toBe(true);
    page.TawasulWidget!.close();
    fromFrame({ type: 'tawasul:unread', count: 0 });
    expect(badge.hidden).toBe(true);
  });

  it('removes everything it added on destroy, so the page can embed it again', async () => {
    const { page, root } = await launcherOf();
    page.TawasulWidget!.open();
    page.TawasulWidget!.destroy();
    expect(page.document.body.querySelector('tawasul-widget')).toBeNull();
    expect(root.querySelector('iframe')?.isConnected ?? false).toBe(false);
    expect(page.TawasulWidget).toBeUndefined();
  });

  it('draws nothing and says why when the widget id is wrong or the page is not the brand’s', async () => {
    const foreign = await insertBrand(t.database.db, { allowedDomains: ['other-store.example'] });
    for (const widgetId of ['w_nobody', foreign.widgetId]) {
      const scene = await storePage({ widgetId });
      await vi.waitFor(() => expect(scene.errors).toHaveBeenCalledWith('Tawasul: Invalid widget ID or URL'));
      expect(scene.roots).toEqual([]);
      expect(scene.page.document.body.querySelector('tawasul-widget')).toBeNull();
    }
  });
});

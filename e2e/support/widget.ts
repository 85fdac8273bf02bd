import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/**
 * The chat widget as a shopper meets it on a store's page (issue 8): the loader's launcher button, drawn in an open
 * shadow root (`<tawasul-widget>`), and the chat app in the iframe it opens there. Playwright's locators pierce open
 * shadow roots, so both are found as a person finds them.
 */

export type Language = 'en' | 'ar';

/** The launcher, by the label the brand gave it (the count of unread messages may follow in its name). */
export const launcherOf = (page: Page, label: string): Locator =>
  page.locator('tawasul-widget').getByRole('button', { name: label });

/** The chat app inside the iframe the launcher opened. */
export const widgetOf = (page: Page): FrameLocator => page.locator('tawasul-widget iframe').contentFrame();

/** A message in the widget's conversation, by its text. */
export const widgetBubble = (widget: FrameLocator, text: string): Locator =>
  widget.getByTestId('message-list').getByTestId('chat-message').filter({ hasText: text });

/** The launcher's colours and place, as the browser draws them. */
export async function launcherLook(button: Locator) {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      background: style.backgroundColor,
      color: style.color,
      /** Which side of the window the button sits on. */
      side: box.left + box.width / 2 < window.innerWidth / 2 ? 'left' : 'right',
    };
  });
}

/** `#rrggbb` as getComputedStyle reports it. */
export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/**
 * Saves what the shopper sees — the window, not the whole page, since the launcher and the widget stay fixed in its
 * corner — as `screenshots/<screen>-<language>.png`. On Tawasul's own pages it first waits for the loading bar to go;
 * a store's page has none.
 */
export async function saveWindowScreenshot(page: Page, screen: string, language: Language): Promise<void> {
  const bar = page.getByTestId('loading-bar');
  if ((await bar.count()) > 0) await expect(bar).toHaveAttribute('data-visible', 'false');
  await page.screenshot({ path: path.join(folder, `${screen}-${language}.png`), animations: 'disabled' });
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** Git-ignored; people look at these after a run (issue 3: the same screens in both languages). */
const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** Saves the whole page as `screenshots/<screen>-<language>.png` once the page has finished loading. */
export async function saveScreenshot(page: Page, screen: string, language: 'en' | 'ar'): Promise<void> {
  // The loading bar stays full for half a second after the last request (spec section 9); wait until it has gone.
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-visible', 'false');
  await page.screenshot({
    path: path.join(folder, `${screen}-${language}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

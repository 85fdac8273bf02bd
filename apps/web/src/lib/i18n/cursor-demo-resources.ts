import type { Translator as I18n } from './translator.ts';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import arCursorDemo from '../../locales/ar/cursor-demo.json';
import enCursorDemo from '../../locales/en/cursor-demo.json';
import type { TranslationTree } from './resources.ts';

/**
 * The demo store's texts (`cursorDemo.*`: its products, cart and the note about the widget). They travel with the
 * `/cursor-demo` screen's chunk, not the start-up bundle; the screen adds them before it renders.
 */
export const CURSOR_DEMO_RESOURCES: Record<ProductLanguage, TranslationTree> = {
  en: { cursorDemo: enCursorDemo },
  ar: { cursorDemo: arCursorDemo },
};

const added = new WeakSet<I18n>();

/** Merged into the one namespace (deep, never overwriting a text already there). Idempotent: safe on every render. */
export function addCursorDemoResources(i18n: I18n): void {
  if (added.has(i18n)) return;
  added.add(i18n);
  for (const language of ['en', 'ar'] as const) {
    i18n.addResourceBundle(language, 'translation', CURSOR_DEMO_RESOURCES[language], true, false);
  }
}

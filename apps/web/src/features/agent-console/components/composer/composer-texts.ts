import type { Translator as I18n } from '../../../../lib/i18n/translator.ts';
import ar from '../../../../locales/ar/agent-console-composer.json';
import en from '../../../../locales/en/agent-console-composer.json';

/** The composer's and the canned picker's texts, as `agentConsole.composer.*` and `agentConsole.canned.*`. */
export const COMPOSER_TEXTS = { en: { agentConsole: en }, ar: { agentConsole: ar } };

const added = new WeakSet<I18n>();

/**
 * Merged into the one namespace (deep, never overwriting a text already there), so the composer works wherever it
 * is rendered, whether or not the console has registered these files yet. Idempotent: safe on every render.
 */
export function addComposerTexts(i18n: I18n): void {
  if (added.has(i18n)) return;
  added.add(i18n);
  for (const language of ['en', 'ar'] as const) {
    i18n.addResourceBundle(language, 'translation', COMPOSER_TEXTS[language], true, false);
  }
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../lib/i18n/i18n.ts';
import type { TranslationTree } from '../../../../lib/i18n/resources.ts';
import { addComposerTexts, COMPOSER_TEXTS } from './composer-texts.ts';

function leafKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

const withTexts = (language: 'en' | 'ar') => {
  const i18n = createI18n(language);
  addComposerTexts(i18n);
  return i18n;
};

describe('the composer’s texts', () => {
  it('has the same keys in English and Arabic, none empty', () => {
    const en = leafKeys(COMPOSER_TEXTS.en);
    expect(leafKeys(COMPOSER_TEXTS.ar).sort()).toEqual([...en].sort());
    for (const language of ['en', 'ar'] as const) {
      const i18n = withTexts(language);
      expect(en.filter((key) => i18n.t(key).trim() === '')).toEqual([]);
    }
  });

  it('has every key its files use', () => {
    const folders = [import.meta.dirname, path.resolve(import.meta.dirname, '../../api')];
    const source = folders
      .flatMap((folder) =>
        readdirSync(folder)
          .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
          .map((name) => readFileSync(path.join(folder, name), 'utf8')),
      )
      .join('\n');
    const used = [...source.matchAll(/'(agentConsole\.(?:composer|canned)\.[\w.]+)'/g)].map((match) => match[1]!);
    // Keys put together from a value.
    const built = [
      ...['closed', 'notAccepted', 'notAssigned'].map((reason) => `agentConsole.composer.readOnly.${reason}`),
      ...['en', 'ar'].map((language) => `agentConsole.canned.language.${language}`),
    ];
    expect(used.length).toBeGreaterThan(20);
    for (const language of ['en', 'ar'] as const) {
      const i18n = withTexts(language);
      expect([...used, ...built].filter((key) => !i18n.exists(key))).toEqual([]);
    }
  });

  it('never overwrites a text already registered', () => {
    const i18n = createI18n('en');
    i18n.addResourceBundle('en', 'translation', { agentConsole: { composer: { send: 'Reply' } } }, true, true);
    addComposerTexts(i18n);
    expect(i18n.t('agentConsole.composer.send')).toBe('Reply');
    expect(i18n.t('agentConsole.composer.retry')).toBe('Retry');
  });
});

import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';
import { Trans, TranslationProvider, useTranslation } from './use-translation.tsx';

const texts = () =>
  createTranslator('ar', {
    en: { greet: { hello: 'Hello {name}', only: 'English only' }, page: 'Page: <path>{path}</path>' },
    ar: { greet: { hello: 'مرحبا {name}' }, page: 'الصفحة: <path>{path}</path>' },
  });

describe('the app’s translator', () => {
  it('fills placeholders, falls back to English, and reads a missing key as itself or its default', () => {
    const i18n = texts();
    expect(i18n.t('greet.hello', { name: 'Sara' })).toBe('مرحبا Sara');
    expect(i18n.t('greet.hello', { count: 2 })).toBe('مرحبا {name}');
    expect(i18n.t('greet.only')).toBe('English only');
    expect(i18n.t('greet.missing')).toBe('greet.missing');
    expect(i18n.t('greet.missing', { defaultValue: 'Invalid {name}', name: 'x' })).toBe('Invalid x');
    // A group of texts is not a text.
    expect(i18n.t('greet')).toBe('greet');
    expect(i18n.exists('greet')).toBe(false);
    expect(i18n.exists('greet.only')).toBe(true);
    expect(i18n.getFixedT('en')('greet.hello', { name: 'Sara' })).toBe('Hello Sara');
    expect(i18n.dir()).toBe('rtl');
  });

  it('picks a text’s plural form by the count, in each language’s rules, `_other` for a form left out', () => {
    const i18n = createTranslator('en', {
      en: { max_one: 'at most {count} chat', max_other: 'at most {count} chats', plain: '{count} x' },
      ar: { max_one: 'محادثة واحدة', max_two: 'محادثتان', max_other: '{count} محادثات' },
    });
    expect(i18n.t('max', { count: 1 })).toBe('at most 1 chat');
    expect(i18n.t('max', { count: 3 })).toBe('at most 3 chats');
    expect(i18n.t('plain', { count: 3 })).toBe('3 x');
    expect(i18n.exists('max')).toBe(true);
    const ar = i18n.getFixedT('ar');
    expect(ar('max', { count: 1 })).toBe('محادثة واحدة');
    expect(ar('max', { count: 2 })).toBe('محادثتان');
    expect(ar('max', { count: 5 })).toBe('5 محادثات');
  });

  it('merges a chunk’s texts without replacing those already there, and tells listeners of a new language', async () => {
    const i18n = texts();
    i18n.addResourceBundle('ar', 'translation', { greet: { hello: 'أهلا', bye: 'وداعا' } });
    expect(i18n.t('greet.hello', { name: 'Sara' })).toBe('مرحبا Sara');
    expect(i18n.t('greet.bye')).toBe('وداعا');
    const heard: string[] = [];
    i18n.on('languageChanged', (language) => heard.push(language));
    await i18n.changeLanguage('en');
    expect(heard).toEqual(['en']);
    expect(i18n.t('greet.bye')).toBe('greet.bye');
    expect(i18n.dir()).toBe('ltr');
  });

  it('re-renders its readers in the new language, and marks up the words a text tags', async () => {
    const i18n = texts();
    function Greeting() {
      const { t } = useTranslation();
      return (
        <p data-testid="greeting">
          {t('greet.hello', { name: 'Sara' })}{' '}
          <Trans i18nKey="page" values={{ path: '/x' }} components={{ path: <bdi dir="ltr" /> }} />
        </p>
      );
    }
    render(
      <TranslationProvider i18n={i18n}>
        <Greeting />
      </TranslationProvider>,
    );
    expect(screen.getByTestId('greeting').textContent).toBe('مرحبا Sara الصفحة: /x');
    expect(screen.getByTestId('greeting').querySelector('bdi[dir="ltr"]')?.textContent).toBe('/x');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('greeting').textContent).toBe('Hello Sara Page: /x');
  });
});

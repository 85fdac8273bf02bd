import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChatStatus } from '@tawasul/contracts/chats';
import { ERROR_CODES } from '@tawasul/contracts/errors';
import { SYSTEM_KEYS, systemText } from '@tawasul/contracts/system-messages';
import arWidget from '../../locales/ar/widget.json';
import enWidget from '../../locales/en/widget.json';
import { formsWithoutOther, withoutArabicOnlyForms } from '../../test/plural-forms.ts';
import { createWidgetText, WIDGET_RESOURCES, type TranslationTree } from './widget-i18n.ts';

function leafKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

const widgetDir = path.resolve(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/test-data|render-widget/.test(name) ? [full] : [];
  });

describe('the widget’s texts', () => {
  it('has the same keys in English and Arabic, none empty', () => {
    // Arabic's own plural forms (`_two`, `_few` …) have no English twin; each has its `_other`.
    expect(withoutArabicOnlyForms(leafKeys(arWidget)).sort()).toEqual(leafKeys(enWidget).sort());
    expect(formsWithoutOther(leafKeys(arWidget))).toEqual([]);
    for (const language of ['en', 'ar'] as const) {
      const text = createWidgetText(language);
      expect(leafKeys(enWidget).filter((key) => text.t(`widget.${key}`).trim() === '')).toEqual([]);
    }
  });

  it('registers only its own namespace, the order card’s and the contracts’ errors', () => {
    expect(Object.keys(WIDGET_RESOURCES.en).sort()).toEqual(['errors', 'orders', 'widget']);
    for (const language of ['en', 'ar'] as const) {
      const text = createWidgetText(language);
      expect(ERROR_CODES.filter((code) => !text.exists(`errors.${code}`))).toEqual([]);
      expect(text.exists('common.actions.close')).toBe(false);
    }
  });

  it('words every system line the chat engine posts for the shopper, in both languages (contracts’ catalogue)', () => {
    for (const language of ['en', 'ar'] as const) {
      const unknown = systemText('widget', language, { systemKey: 'not-yet-known', systemParams: null }, (p) => p);
      for (const systemKey of SYSTEM_KEYS) {
        expect(systemText('widget', language, { systemKey, systemParams: null }, (p) => p)).not.toBe(unknown);
      }
    }
  });

  it('has every key the widget’s code names, in both languages', () => {
    const code = sources(widgetDir)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const used = [...new Set([...code.matchAll(/'((?:widget|errors)\.[\w.]+)'/g)].map((match) => match[1]!))];
    // Keys put together from a value.
    const built = [
      ...ChatStatus.options.map((status) => `widget.chat.status.${status}`),
      ...['sending', 'sent', 'delivered', 'read'].map((state) => `widget.chat.delivery.${state}`),
      ...['NETWORK_ERROR', 'UNKNOWN_ERROR'].map((code) => `widget.clientErrors.${code}`),
    ];
    expect(used.length).toBeGreaterThan(80);
    for (const language of ['en', 'ar'] as const) {
      const text = createWidgetText(language);
      expect([...used, ...built].filter((key) => !text.exists(key))).toEqual([]);
    }
  });

  it('says a count of one in the singular in both languages', () => {
    const reminder = (minutes: number) =>
      systemText('widget', 'en', { systemKey: 'shopperReminder', systemParams: { minutes } }, (params) => params);
    expect(reminder(1)).toBe('Are you still there? We have not heard from you for 1 minute.');
    expect(reminder(4)).toBe('Are you still there? We have not heard from you for 4 minutes.');
    expect(createWidgetText('ar').t('widget.chat.queue.estimate', { minutes: 2, count: 2 })).toBe(
      'مدة الانتظار المتوقعة: نحو دقيقتين',
    );
  });

  it('renders a system message in each language', () => {
    const line = (language: 'en' | 'ar', systemKey: string, systemParams: Record<string, string> | null) =>
      systemText('widget', language, { systemKey, systemParams }, (params) => params);
    expect(line('en', 'agentAssigned', { name: 'Sara' })).toBe('Sara joined the chat.');
    expect(line('ar', 'closed.agent', null)).toBe('أغلق الموظف المحادثة.');
  });
});

describe('the widget’s translator', () => {
  const en = createWidgetText('en');
  const ar = createWidgetText('ar');

  it('fills every placeholder it is given, numbers too, and the contracts’ error texts with {seconds}', () => {
    expect(en.t('widget.home.banner', { index: 2, total: 3 })).toBe('Announcement 2 of 3');
    expect(en.t('errors.RATE_LIMITED', { seconds: 30 })).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(ar.t('errors.RATE_LIMITED', { seconds: 30 })).toBe('محاولات كثيرة جدًا. حاول مرة أخرى بعد 30 ثانية.');
    expect(en.t('orders.card.quantity', { count: 2 })).toBe('× 2');
  });

  it('leaves a placeholder without a value as written, and names a missing key rather than showing nothing', () => {
    expect(en.t('errors.UPLOAD_TOO_LARGE', { seconds: '' })).toBe('Please upload a file smaller than {size}MB');
    expect(en.t('widget.home.signedInAs')).toBe('Signed in as {name}');
    expect(en.t('widget.nothing.here')).toBe('widget.nothing.here');
    expect(en.exists('widget.nothing.here')).toBe(false);
    // A group of texts is not a text.
    expect(en.exists('widget.home')).toBe(false);
    expect(en.t('widget.home')).toBe('widget.home');
  });

  it('knows its direction and isolates a value written the other way', () => {
    expect([en.dir, ar.dir]).toEqual(['ltr', 'rtl']);
    expect(ar.isolateAll({ name: 'Sara' })).toEqual({ name: '\u2068Sara\u2069' });
    expect(en.isolate('Sara')).toBe('Sara');
    expect(en.isolate('سارة')).toBe('\u2068سارة\u2069');
  });
});

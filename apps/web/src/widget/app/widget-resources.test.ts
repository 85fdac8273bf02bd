import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChatStatus } from '@tawasul/contracts/chats';
import { ERROR_CODES } from '@tawasul/contracts/errors';
import arWidget from '../../locales/ar/widget.json';
import arChats from '../../locales/ar/back-office/chats.json';
import enWidget from '../../locales/en/widget.json';
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
    expect(leafKeys(arWidget).sort()).toEqual(leafKeys(enWidget).sort());
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

  it('has its own copy of every system message the chat engine posts', () => {
    const engineKeys = leafKeys(arChats.system as TranslationTree);
    expect(leafKeys(arWidget.system).sort()).toEqual(engineKeys.sort());
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
      ...['agent', 'shopper', 'staff', 'inactivity'].map((reason) => `widget.system.closed.${reason}`),
      ...['transferred', 'transferredTo', 'reopened', 'agentAssigned', 'shopperReminder', 'unknown'].map(
        (key) => `widget.system.${key}`,
      ),
    ];
    expect(used.length).toBeGreaterThan(80);
    for (const language of ['en', 'ar'] as const) {
      const text = createWidgetText(language);
      expect([...used, ...built].filter((key) => !text.exists(key))).toEqual([]);
    }
  });

  it('renders a system message in each language', () => {
    expect(createWidgetText('en').t('widget.system.agentAssigned', { name: 'Sara' })).toBe('Sara joined the chat.');
    expect(createWidgetText('ar').t('widget.system.closed.agent')).toBe('أغلق الموظف المحادثة.');
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
    expect(ar.t('widget.system.agentAssigned', ar.isolateAll({ name: 'Sara' }))).toContain('\u2068Sara\u2069');
    expect(en.isolate('Sara')).toBe('Sara');
    expect(en.isolate('سارة')).toBe('\u2068سارة\u2069');
  });
});

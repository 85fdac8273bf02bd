import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChatStatus } from '@tawasul/contracts/chats';
import { ERROR_CODES } from '@tawasul/contracts/errors';
import arWidget from '../../locales/ar/widget.json';
import arChats from '../../locales/ar/back-office/chats.json';
import enWidget from '../../locales/en/widget.json';
import { createWidgetI18n, WIDGET_RESOURCES, type TranslationTree } from './widget-i18n.ts';

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
      const i18n = createWidgetI18n(language);
      expect(leafKeys(enWidget).filter((key) => i18n.t(`widget.${key}`).trim() === '')).toEqual([]);
    }
  });

  it('registers only its own namespace, the order card’s and the contracts’ errors', () => {
    expect(Object.keys(WIDGET_RESOURCES.en).sort()).toEqual(['errors', 'orders', 'widget']);
    for (const language of ['en', 'ar'] as const) {
      const i18n = createWidgetI18n(language);
      expect(ERROR_CODES.filter((code) => !i18n.exists(`errors.${code}`))).toEqual([]);
      expect(i18n.exists('common.actions.close')).toBe(false);
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
      const i18n = createWidgetI18n(language);
      expect([...used, ...built].filter((key) => !i18n.exists(key))).toEqual([]);
    }
  });

  it('renders a system message in each language', () => {
    expect(createWidgetI18n('en').t('widget.system.agentAssigned', { name: 'Sara' })).toBe('Sara joined the chat.');
    expect(createWidgetI18n('ar').t('widget.system.closed.agent')).toBe('أغلق الموظف المحادثة.');
  });
});

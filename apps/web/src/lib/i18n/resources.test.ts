import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ChatStatus } from '@tawasul/contracts/chats';
import { ERROR_CODES } from '@tawasul/contracts/errors';
import { OrderStatus } from '@tawasul/contracts/orders';
import { AgentReportSort } from '@tawasul/contracts/reports';
import { VALIDATION_MESSAGES } from '@tawasul/contracts/validation';
import { addBackOfficeResources, BACK_OFFICE_RESOURCES } from './back-office-resources.ts';
import { addCursorDemoResources, CURSOR_DEMO_RESOURCES } from './cursor-demo-resources.ts';
import { addCustomerAreaResources, CUSTOMER_AREA_RESOURCES } from './customer-area-resources.ts';
import { formsWithoutOther, withoutArabicOnlyForms } from '../../test/plural-forms.ts';
import { createI18n } from './i18n.ts';
import { RESOURCES as STARTUP_RESOURCES, type TranslationTree } from './resources.ts';

function deepMerge(base: TranslationTree, extra: TranslationTree): TranslationTree {
  const merged: TranslationTree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return merged;
}

/** What the app holds once the admin layout, the customer layout and the demo store have added their texts. */
const RESOURCES = {
  en: [BACK_OFFICE_RESOURCES, CUSTOMER_AREA_RESOURCES, CURSOR_DEMO_RESOURCES].reduce(
    (tree, extra) => deepMerge(tree, extra.en),
    STARTUP_RESOURCES.en,
  ),
  ar: [BACK_OFFICE_RESOURCES, CUSTOMER_AREA_RESOURCES, CURSOR_DEMO_RESOURCES].reduce(
    (tree, extra) => deepMerge(tree, extra.ar),
    STARTUP_RESOURCES.ar,
  ),
};

const fullI18n = (language: 'en' | 'ar') => {
  const i18n = createI18n(language);
  addBackOfficeResources(i18n);
  addCustomerAreaResources(i18n);
  addCursorDemoResources(i18n);
  return i18n;
};

/** Every leaf key of a tree, dotted: `auth.login.title`. */
function leafKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

/** Keys one tree has and the other lacks, both ways; Arabic's own plural forms (`_two`, `_few` …) pair with none. */
function parityGaps(a: TranslationTree, b: TranslationTree): { onlyInFirst: string[]; onlyInSecond: string[] } {
  const first = new Set(withoutArabicOnlyForms(leafKeys(a)));
  const second = new Set(withoutArabicOnlyForms(leafKeys(b)));
  return {
    onlyInFirst: [...first].filter((key) => !second.has(key)),
    onlyInSecond: [...second].filter((key) => !first.has(key)),
  };
}

describe('English and Arabic have the same keys', () => {
  it('never redefines a start-up text in the back-office files', () => {
    for (const language of ['en', 'ar'] as const) {
      const startup = new Set(leafKeys(STARTUP_RESOURCES[language]));
      expect(leafKeys(BACK_OFFICE_RESOURCES[language]).filter((key) => startup.has(key))).toEqual([]);
    }
  });

  it('never redefines a start-up text in the customer area’s or the demo store’s files', () => {
    for (const language of ['en', 'ar'] as const) {
      const startup = new Set(leafKeys(STARTUP_RESOURCES[language]));
      for (const extra of [CUSTOMER_AREA_RESOURCES, CURSOR_DEMO_RESOURCES]) {
        expect(leafKeys(extra[language]).filter((key) => startup.has(key))).toEqual([]);
      }
    }
  });

  it('detects a key that exists in one language only (the check itself works)', () => {
    expect(parityGaps({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' }, d: 'z' })).toEqual({
      onlyInFirst: ['a.c'],
      onlyInSecond: ['d'],
    });
  });

  it('ignores only the plural forms English has no rule for (the check itself works)', () => {
    expect(parityGaps({ a_one: 'x', a_other: 'y' }, { a_one: 'x', a_two: 'z', a_few: 'z', a_other: 'y' })).toEqual({
      onlyInFirst: [],
      onlyInSecond: [],
    });
    expect(parityGaps({ a_one: 'x', a_other: 'y' }, { a_two: 'z', a_other: 'y' }).onlyInFirst).toEqual(['a_one']);
    expect(formsWithoutOther(['a_one', 'a_other', 'b_few'])).toEqual(['b_few']);
  });

  it('gives every text with plural forms an `_other` form, in both languages', () => {
    for (const language of ['en', 'ar'] as const) expect(formsWithoutOther(leafKeys(RESOURCES[language]))).toEqual([]);
  });

  it('has the same namespaces in both languages', () => {
    expect(Object.keys(RESOURCES.ar).sort()).toEqual(Object.keys(RESOURCES.en).sort());
  });

  it.each(Object.keys(RESOURCES.en))('namespace %s has no key in one language only', (namespace) => {
    expect(parityGaps(RESOURCES.en[namespace] as TranslationTree, RESOURCES.ar[namespace] as TranslationTree)).toEqual({
      onlyInFirst: [],
      onlyInSecond: [],
    });
  });

  it('has no empty text', () => {
    for (const language of ['en', 'ar'] as const) {
      const i18n = fullI18n(language);
      const empty = leafKeys(RESOURCES[language]).filter((key) => i18n.t(key).trim() === '');
      expect(empty).toEqual([]);
    }
  });
});

describe('the catalogues of contracts are the errors and validation namespaces', () => {
  it.each(['en', 'ar'] as const)('every server error code has a %s text', (language) => {
    const i18n = createI18n(language);
    for (const code of ERROR_CODES) expect(i18n.exists(`errors.${code}`)).toBe(true);
  });

  it('renders a validation key with its parameters in both languages', () => {
    expect(createI18n('en').t('validation.tooSmall.string', { minimum: 8 })).toBe(
      'String must contain at least 8 character(s)',
    );
    expect(createI18n('ar').t('validation.tooSmall.string', { minimum: 8 })).toBe(
      VALIDATION_MESSAGES['validation.tooSmall.string'].ar.replace('{minimum}', '8'),
    );
  });

  it('fills {seconds} in error texts', () => {
    expect(createI18n('en').t('errors.OTP_CANNOT_REINITIATE_YET', { seconds: 42 })).toBe(
      'You can request a new code in 42 seconds.',
    );
  });
});

describe('every literal key the code uses exists', () => {
  const src = path.resolve(import.meta.dirname, '../..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return files(full);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
    });
  // t('a.b'), titleKey: 'a.b', labelKey: 'a.b', ComingSoonCard title={t('a.b')} — keys of our namespaces only.
  const pattern =
    /(?:\bt\(|Key:\s*|Key=)\s*'((?:common|auth|account|admin|home|areas|brands|customers|guests|settings|staff|chats|criticalMessages|notifications|dashboard|reports|orders|cannedResponses|faqs|contactForms|cms|customerArea|cursorDemo|errors|validation)\.[\w.]+)'/g;
  const used = [
    ...new Set(
      files(src).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => m[1] as string)),
    ),
  ];

  it('finds the keys it checks', () => {
    expect(used.length).toBeGreaterThan(50);
  });

  it.each(['en', 'ar'] as const)('resolves each of them in %s', (language) => {
    const i18n = fullI18n(language);
    expect(used.filter((key) => !i18n.exists(key))).toEqual([]);
  });

  // Keys the customer area, the demo store, the dashboard and the reports put together from a value.
  const built = [
    ...ChatStatus.options.map((status) => `customerArea.status.${status}`),
    // The order card names every spec status (components/orders).
    ...OrderStatus.options.map((status) => `orders.status.${status}`),
    // The dashboard's chart of chats by status names them as the chat screens do.
    ...ChatStatus.options.map((status) => `chats.status.${status}`),
    ...['today', 'week', 'month', 'custom'].map((preset) => `common.dateRange.${preset}`),
    ...['totalUsers', 'totalAgents', 'activeChats', 'currentActiveAgents', 'currentActiveChats'].flatMap((count) => [
      `dashboard.cards.${count}.label`,
      `dashboard.cards.${count}.hint`,
    ]),
    ...['hours', 'minutes', 'seconds'].map((unit) => `reports.duration.${unit}`),
    ...AgentReportSort.filter((metric) => metric !== 'name').map((metric) => `reports.columns.${metric}`),
    ...['sign_in', 'sign_out'].map((kind) => `reports.signIns.kinds.${kind}`),
    ...['all', 'active', 'closed'].map((filter) => `customerArea.chats.${filter}`),
    ...['medjool', 'sukkari', 'ajwa', 'khalas', 'safawi', 'giftBox'].flatMap((product) => [
      `cursorDemo.products.${product}.name`,
      `cursorDemo.products.${product}.detail`,
    ]),
  ];

  it.each(['en', 'ar'] as const)('resolves the keys built from values in %s', (language) => {
    const i18n = fullI18n(language);
    expect(built.filter((key) => !i18n.exists(key))).toEqual([]);
  });
});

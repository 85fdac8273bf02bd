import { formatMessage } from './errors.ts';
import type { ProductLanguage } from './locale-registry.ts';

// The chat's system lines: the server writes a key and its parameters (`systemKey`, `systemParams` in chats.ts),
// every chat surface words the line for its reader from this one catalogue, in both languages. Free of Zod: the
// widget's page imports it.

/** Every line the server writes. A close names its reason (`CloseReason`). */
export const SYSTEM_KEYS = [
  'closed.agent',
  'closed.shopper',
  'closed.staff',
  'closed.inactivity',
  'transferred',
  'reopened',
  'agentAssigned',
  'shopperReminder',
] as const;
export type SystemKey = (typeof SYSTEM_KEYS)[number];

/** Who reads a line: the staff (agent console, Chat Management), a customer in its account, a shopper in the widget. */
export type SystemReader = 'staff' | 'customer' | 'widget';

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many';
/** A counted text: `_other` always, and the forms `Intl.PluralRules` names for the language where it has them. */
type Counted<K extends string> = Record<`${K}_other`, string> & Partial<Record<`${K}_${PluralForm}`, string>>;

/**
 * One reader's lines in one language, by key (`closed.agent` is `closed` › `agent`); `transferredTo` is a transfer
 * from nobody (a waiting chat given to an agent), `unknown` a key this version of the page does not know yet. The
 * reminder counts its `minutes`.
 */
export type SystemTexts = {
  closed: Record<'agent' | 'shopper' | 'staff' | 'inactivity', string>;
  transferred: string;
  transferredTo: string;
  reopened: string;
  agentAssigned: string;
  unknown: string;
} & Counted<'shopperReminder'>;

/** How a close reads to the shopper, in the widget and in the customer's account alike. */
const SHOPPER_CLOSED: Record<ProductLanguage, SystemTexts['closed']> = {
  en: {
    agent: 'The agent closed the chat.',
    shopper: 'You closed the chat.',
    staff: 'The support team closed the chat.',
    inactivity: 'The chat was closed after a period of inactivity.',
  },
  ar: {
    agent: 'أغلق الموظف المحادثة.',
    shopper: 'أغلقتَ المحادثة.',
    staff: 'أغلق فريق الدعم المحادثة.',
    inactivity: 'أُغلقت المحادثة بعد فترة من عدم النشاط.',
  },
};

export const SYSTEM_TEXTS: Record<SystemReader, Record<ProductLanguage, SystemTexts>> = {
  staff: {
    en: {
      closed: {
        agent: 'The agent closed the chat.',
        shopper: 'The customer closed the chat.',
        staff: 'The support team closed the chat.',
        inactivity: 'The chat was closed after a period of inactivity.',
      },
      transferred: 'The chat was transferred from {from} to {to}.',
      transferredTo: 'The chat was transferred to {to}.',
      reopened: 'The customer reopened the chat.',
      agentAssigned: '{name} joined the chat.',
      shopperReminder_one: 'The customer was reminded after {minutes} minute without a reply.',
      shopperReminder_other: 'The customer was reminded after {minutes} minutes without a reply.',
      unknown: 'System event',
    },
    ar: {
      closed: {
        agent: 'أغلق الموظف المحادثة.',
        shopper: 'أغلق العميل المحادثة.',
        staff: 'أغلق فريق الدعم المحادثة.',
        inactivity: 'أُغلقت المحادثة بعد فترة من عدم النشاط.',
      },
      transferred: 'نُقلت المحادثة من {from} إلى {to}.',
      transferredTo: 'نُقلت المحادثة إلى {to}.',
      reopened: 'أعاد العميل فتح المحادثة.',
      agentAssigned: 'انضم {name} إلى المحادثة.',
      shopperReminder_zero: 'أُرسل تذكير إلى العميل بعد {minutes} دقيقة دون رد.',
      shopperReminder_one: 'أُرسل تذكير إلى العميل بعد دقيقة واحدة دون رد.',
      shopperReminder_two: 'أُرسل تذكير إلى العميل بعد دقيقتين دون رد.',
      shopperReminder_few: 'أُرسل تذكير إلى العميل بعد {minutes} دقائق دون رد.',
      shopperReminder_many: 'أُرسل تذكير إلى العميل بعد {minutes} دقيقة دون رد.',
      shopperReminder_other: 'أُرسل تذكير إلى العميل بعد {minutes} دقيقة دون رد.',
      unknown: 'حدث من النظام',
    },
  },
  customer: {
    en: {
      closed: SHOPPER_CLOSED.en,
      transferred: 'Your chat was transferred from {from} to {to}.',
      transferredTo: 'Your chat was transferred to {to}.',
      reopened: 'You reopened the chat.',
      agentAssigned: '{name} joined the chat.',
      shopperReminder_one: 'We have not heard from you for {minutes} minute. Reply whenever you are ready.',
      shopperReminder_other: 'We have not heard from you for {minutes} minutes. Reply whenever you are ready.',
      unknown: 'Chat update',
    },
    ar: {
      closed: SHOPPER_CLOSED.ar,
      transferred: 'نُقلت محادثتك من {from} إلى {to}.',
      transferredTo: 'نُقلت محادثتك إلى {to}.',
      reopened: 'أعدتَ فتح المحادثة.',
      agentAssigned: 'انضم {name} إلى المحادثة.',
      shopperReminder_zero: 'لم يصلنا ردك منذ {minutes} دقيقة. يمكنك الرد متى كنت مستعدًا.',
      shopperReminder_one: 'لم يصلنا ردك منذ دقيقة واحدة. يمكنك الرد متى كنت مستعدًا.',
      shopperReminder_two: 'لم يصلنا ردك منذ دقيقتين. يمكنك الرد متى كنت مستعدًا.',
      shopperReminder_few: 'لم يصلنا ردك منذ {minutes} دقائق. يمكنك الرد متى كنت مستعدًا.',
      shopperReminder_many: 'لم يصلنا ردك منذ {minutes} دقيقة. يمكنك الرد متى كنت مستعدًا.',
      shopperReminder_other: 'لم يصلنا ردك منذ {minutes} دقيقة. يمكنك الرد متى كنت مستعدًا.',
      unknown: 'تحديث على المحادثة',
    },
  },
  widget: {
    en: {
      closed: SHOPPER_CLOSED.en,
      transferred: 'The chat was transferred from {from} to {to}.',
      transferredTo: 'The chat was transferred to {to}.',
      reopened: 'You reopened the chat.',
      agentAssigned: '{name} joined the chat.',
      shopperReminder_one: 'Are you still there? We have not heard from you for {minutes} minute.',
      shopperReminder_other: 'Are you still there? We have not heard from you for {minutes} minutes.',
      unknown: 'System event',
    },
    ar: {
      closed: SHOPPER_CLOSED.ar,
      transferred: 'نُقلت المحادثة من {from} إلى {to}.',
      transferredTo: 'نُقلت المحادثة إلى {to}.',
      reopened: 'أعدتَ فتح المحادثة.',
      agentAssigned: 'انضم {name} إلى المحادثة.',
      shopperReminder_zero: 'هل ما زلت معنا؟ لم نسمع منك منذ {minutes} دقيقة.',
      shopperReminder_one: 'هل ما زلت معنا؟ لم نسمع منك منذ دقيقة واحدة.',
      shopperReminder_two: 'هل ما زلت معنا؟ لم نسمع منك منذ دقيقتين.',
      shopperReminder_few: 'هل ما زلت معنا؟ لم نسمع منك منذ {minutes} دقائق.',
      shopperReminder_many: 'هل ما زلت معنا؟ لم نسمع منك منذ {minutes} دقيقة.',
      shopperReminder_other: 'هل ما زلت معنا؟ لم نسمع منك منذ {minutes} دقيقة.',
      unknown: 'حدث من النظام',
    },
  },
};

type Params = Readonly<Record<string, string | number>>;

const pluralRules = new Map<ProductLanguage, Intl.PluralRules>();
function pluralForm(language: ProductLanguage, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** Each key's text among a reader's, by the line's parameters. */
const LINES: Record<SystemKey, (texts: SystemTexts, params: Params, language: ProductLanguage) => string> = {
  'closed.agent': (texts) => texts.closed.agent,
  'closed.shopper': (texts) => texts.closed.shopper,
  'closed.staff': (texts) => texts.closed.staff,
  'closed.inactivity': (texts) => texts.closed.inactivity,
  transferred: (texts, params) => (params.from ? texts.transferred : texts.transferredTo),
  reopened: (texts) => texts.reopened,
  agentAssigned: (texts) => texts.agentAssigned,
  shopperReminder: (texts, { minutes }, language) =>
    (typeof minutes === 'number' ? texts[`shopperReminder_${pluralForm(language, minutes)}`] : undefined) ??
    texts.shopperReminder_other,
};

export const isSystemKey = (key: string | null): key is SystemKey =>
  key !== null && (SYSTEM_KEYS as readonly string[]).includes(key);

/**
 * A system line as `reader` reads it in `language`: the line's key and parameters choose the text (a transfer from
 * nobody, the reminder's plural form by its `minutes`), and `shown(params)` gives the values it is filled with (the
 * reader's names, isolated in the other direction). A key this version does not know reads as the reader's `unknown`.
 */
export function systemText(
  reader: SystemReader,
  language: ProductLanguage,
  line: { systemKey: string | null; systemParams: Params | null },
  shown: (params: Params) => Record<string, string | number>,
): string {
  const texts = SYSTEM_TEXTS[reader][language];
  const params = line.systemParams ?? {};
  const text = isSystemKey(line.systemKey) ? LINES[line.systemKey](texts, params, language) : texts.unknown;
  return formatMessage(text, shown(params));
}

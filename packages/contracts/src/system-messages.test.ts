import { describe, expect, it } from 'vitest';
import { CloseReason, MessageResponse } from './chats.ts';
import { PRODUCT_LANGUAGES } from './locale-registry.ts';
import { SYSTEM_KEYS, SYSTEM_TEXTS, systemText, type SystemReader } from './system-messages.ts';

const READERS = Object.keys(SYSTEM_TEXTS) as SystemReader[];
const asIs = (params: Readonly<Record<string, string | number>>) => ({ ...params });
/** Each line's parameters as the server writes them (chats.ts, `systemParams`). */
const PARAMS: Record<string, Record<string, string | number>> = {
  transferred: { from: 'Sara', to: 'Omar' },
  agentAssigned: { name: 'Sara' },
  shopperReminder: { minutes: 5 },
};

describe('the system lines’ catalogue', () => {
  it('has a close line for every close reason', () => {
    expect(SYSTEM_KEYS.filter((key) => key.startsWith('closed.'))).toEqual(
      CloseReason.options.map((reason) => `closed.${reason}`),
    );
  });

  it('words every line for every reader in both languages, with every placeholder filled', () => {
    for (const reader of READERS) {
      for (const language of PRODUCT_LANGUAGES) {
        const unknown = SYSTEM_TEXTS[reader][language].unknown;
        for (const systemKey of SYSTEM_KEYS) {
          const text = systemText(reader, language, { systemKey, systemParams: PARAMS[systemKey] ?? null }, asIs);
          expect(text, `${reader} ${language} ${systemKey}`).not.toBe(unknown);
          expect(text, `${reader} ${language} ${systemKey}`).not.toMatch(/[{}]/);
        }
      }
    }
  });

  it('names only the new agent of a chat that came from the queue (a transfer from nobody)', () => {
    const line = { systemKey: 'transferred', systemParams: { from: '', to: 'Omar' } };
    expect(systemText('staff', 'en', line, asIs)).toBe('The chat was transferred to Omar.');
    expect(systemText('customer', 'ar', line, asIs)).toBe('نُقلت محادثتك إلى Omar.');
  });

  it('counts the reminder’s minutes in the plural form of the language, Arabic’s dual, few and many included', () => {
    const reminder = (language: 'en' | 'ar', minutes: number) =>
      systemText('staff', language, { systemKey: 'shopperReminder', systemParams: { minutes } }, asIs);
    expect(reminder('en', 1)).toBe('The customer was reminded after 1 minute without a reply.');
    expect(reminder('en', 2)).toBe('The customer was reminded after 2 minutes without a reply.');
    expect(reminder('ar', 1)).toBe('أُرسل تذكير إلى العميل بعد دقيقة واحدة دون رد.');
    expect(reminder('ar', 2)).toBe('أُرسل تذكير إلى العميل بعد دقيقتين دون رد.');
    expect(reminder('ar', 3)).toBe('أُرسل تذكير إلى العميل بعد 3 دقائق دون رد.');
    expect(reminder('ar', 11)).toBe('أُرسل تذكير إلى العميل بعد 11 دقيقة دون رد.');
  });

  it('says something sensible for a key this version does not know, in the reader’s words', () => {
    const line = { systemKey: 'archived', systemParams: null };
    expect(systemText('widget', 'en', line, asIs)).toBe('System event');
    expect(systemText('customer', 'ar', line, asIs)).toBe('تحديث على المحادثة');
  });

  it('is what a message may carry: the contract refuses any other key', () => {
    const accepts = (systemKey: string | null) => MessageResponse.shape.systemKey.safeParse(systemKey).success;
    expect(SYSTEM_KEYS.every(accepts)).toBe(true);
    expect(accepts(null)).toBe(true);
    expect(accepts('archived')).toBe(false);
  });
});

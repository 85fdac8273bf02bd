import { digitsOf } from '../../integrations/phone.ts';

/** How many order numbers of a chat are looked up. */
const MENTIONS_LIMIT = 5;

// Written just before a number, these make even a short number an order number: "#97", "order 1042", "طلب ٥٥".
const ORDER_WORDS = /(?:#|\border|\bno\.?|\bnumber|رقم|طلب|الطلب|طلبي)\s*[:#]?\s*$/iu;

/** Mobile numbers are not order numbers: Saudi 05xxxxxxxx / 5xxxxxxxx / 9665xxxxxxxx. */
const looksLikePhone = (digits: string) => /^(0?5\d{8}|9665\d{8}|00\d+)$/.test(digits);

/** Arabic-Indic and Persian digits as Latin ones, the rest of the text unchanged. */
const latinDigits = (text: string) => text.replace(/[٠-٩۰-۹]/g, (digit) => digitsOf(digit));

/**
 * Order numbers a shopper wrote, newest message first, distinct, at most `limit`: a number of 4 to 12 digits on its
 * own, or of 2 or more after "#", "order", "رقم", "طلب"…; phone numbers are left out.
 */
export function orderMentions(messagesNewestFirst: readonly string[], limit = MENTIONS_LIMIT): string[] {
  const found: string[] = [];
  for (const message of messagesNewestFirst) {
    const text = latinDigits(message);
    for (const match of text.matchAll(/(?<![\d+])\d{2,12}(?!\d)/g)) {
      const digits = match[0];
      const flagged = ORDER_WORDS.test(text.slice(Math.max(0, match.index - 16), match.index));
      if ((!flagged && digits.length < 4) || looksLikePhone(digits) || found.includes(digits)) continue;
      found.push(digits);
      if (found.length >= limit) return found;
    }
  }
  return found;
}

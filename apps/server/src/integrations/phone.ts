import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { OrderContact, OrderOwner } from './order-store.ts';

/** A number written without its country code is read as Saudi (the product's home market). */
const DEFAULT_PHONE_COUNTRY: CountryCode = 'SA';

/** Arabic-Indic and Persian digits as Latin ones. */
function latinDigits(value: string): string {
  return value
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** Digits only (Arabic digits read). */
export const digitsOf = (value: string) => latinDigits(value).replace(/\D/g, '');

/**
 * A phone number in E.164 (`+96551234567`), read by libphonenumber-js: `+965 5123 4567`, `00965…`, `0550000101`
 * (a national number, read as `country`'s). Null when it cannot be a phone number.
 */
export function toE164(value: string | null | undefined, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  if (!value) return null;
  const written = latinDigits(value).trim().replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(written, { defaultCountry: country });
  return parsed?.isPossible() ? parsed.number : null;
}

/** The number without its country code (what Salla keeps as `mobile`), or null. */
export function nationalNumberOf(e164: string): string | null {
  return parsePhoneNumberFromString(e164)?.nationalNumber ?? null;
}

export const normalizeEmail = (value: string | null | undefined) => value?.trim().toLowerCase() || null;

/** Whether an order whose owner the store recorded as `owner` belongs to the person reachable at `contact`. */
export function ownedBy(owner: OrderOwner, contact: OrderContact): boolean {
  const phone = toE164(contact.phone);
  const email = normalizeEmail(contact.email);
  return (phone !== null && owner.phones.includes(phone)) || (email !== null && owner.emails.includes(email));
}

/** An owner from the store's loosely written values (numbers of any form, e-mails of any case). */
export function ownerOf(phones: readonly (string | null)[], emails: readonly (string | null)[]): OrderOwner {
  const distinct = <T>(values: (T | null)[]) => [...new Set(values.filter((value): value is T => value !== null))];
  return {
    phones: distinct(phones.map((phone) => toE164(phone))),
    emails: distinct(emails.map(normalizeEmail)),
  };
}

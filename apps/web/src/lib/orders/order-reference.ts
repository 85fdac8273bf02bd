/**
 * The contracts' `OrderReference` rule, repeated without Zod (the widget's page stays free of it): trimmed, 1 to 40
 * characters, letters, digits, `#` and `-`. A test keeps both in step.
 */
export const ORDER_REFERENCE_MAX_LENGTH = 40;
const ORDER_REFERENCE = /^[A-Za-z0-9#-]+$/;

/** What is wrong with a typed order number, or null when it may be looked up. */
export function orderReferenceProblem(value: string): 'required' | 'invalid' | null {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > ORDER_REFERENCE_MAX_LENGTH || !ORDER_REFERENCE.test(trimmed)) return 'invalid';
  return null;
}

/**
 * The phone or e-mail a shopper gives with an order number (the contracts' `TrackOrderBody`, without Zod): an
 * e-mail when it has an `@`, else a phone number written with digits, spaces, `+`, `-` and brackets. Sent as the
 * server expects it, or a problem to show.
 */
export function orderContact(value: string): {
  contact: { phone: string } | { email: string } | null;
  problem: 'invalid' | null;
} {
  const trimmed = value.trim();
  if (!trimmed) return { contact: null, problem: null };
  if (trimmed.includes('@')) {
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)
      ? { contact: { email: trimmed.toLowerCase() }, problem: null }
      : { contact: null, problem: 'invalid' };
  }
  const phone = trimmed.replace(/[\s\-().]/g, '');
  const digits = phone.replace(/^\+/, '');
  return /^\+?[0-9]+$/.test(phone) && digits.length >= 7 && digits.length <= 15
    ? { contact: { phone }, problem: null }
    : { contact: null, problem: 'invalid' };
}

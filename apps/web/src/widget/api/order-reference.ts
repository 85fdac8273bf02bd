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

import type { OrderStatus } from '@tawasul/contracts/orders';

/**
 * What every order view needs to say an order's state and sums in the reader's language. Kept free of the app's
 * libraries: the widget's page (which every store loads) shows orders too.
 */

/** Gregorian calendar and Latin digits in both languages, as the app's other dates and numbers. */
const localeOf = (language: string) => (language === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB');

/** A colour per spec status: settled ones green, waiting ones yellow, moving ones blue, failed ones red. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  payment_confirmed: 'teal',
  order_received: 'blue',
  payment_failed: 'red',
  declined: 'red',
  back_ordered: 'orange',
  canceled: 'dark',
  payment_pending: 'yellow',
  awaiting_confirmation: 'yellow',
  processing: 'indigo',
  delivered: 'green',
  under_review: 'cyan',
  completed: 'green',
  cancelled: 'dark',
  restoring: 'grape',
  restored: 'violet',
};

/** The store's status code for one we do not know (null) shows in grey. */
export const UNKNOWN_STATUS_COLOR = 'gray';

/** `SAR 1,250.50` / `‏1,250.50 ر.س.‏`; a code Intl does not know is written after the amount as the store sent it. */
export function formatMoney(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency: currency.trim().toUpperCase(),
    }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

/** An order's day: what a shopper asks about and an agent reads back. */
export function formatOrderDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(date);
}

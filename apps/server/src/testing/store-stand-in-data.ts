/**
 * The demo stores' orders, one or more in every status of each platform, for the local stand-ins (tests and the
 * demo). The demo customers (+966550000101 … 104, noura@ … tariq@customer.test) have orders in both stores; Reem's
 * CS-Cart orders carry her phone only, written as a shopper types it.
 */

export interface DemoShopper {
  firstName: string;
  lastName: string;
  /** Salla keeps the country code apart from the number. */
  mobileCode: string;
  mobile: string;
  email: string | null;
  /** How the CS-Cart store recorded the phone (checkout forms keep what the shopper typed). */
  csCartPhone: string;
}

export const DEMO_SHOPPERS = {
  noura: {
    firstName: 'Noura',
    lastName: 'Aziz',
    mobileCode: '+966',
    mobile: '550000101',
    email: 'noura@customer.test',
    csCartPhone: '+966550000101',
  },
  hamad: {
    firstName: 'Hamad',
    lastName: 'Saeed',
    mobileCode: '+966',
    mobile: '550000102',
    email: 'hamad@customer.test',
    csCartPhone: '+966 55 000 0102',
  },
  reem: {
    firstName: 'Reem',
    lastName: 'Fahad',
    mobileCode: '+966',
    mobile: '550000103',
    email: null,
    csCartPhone: '055 000 0103',
  },
  tariq: {
    firstName: 'Tariq',
    lastName: 'Hassan',
    mobileCode: '+966',
    mobile: '550000104',
    email: 'tariq@customer.test',
    csCartPhone: '+966550000104',
  },
  /** A shopper from Kuwait (8-digit national numbers). */
  salem: {
    firstName: 'Salem',
    lastName: 'Nasser',
    mobileCode: '+965',
    mobile: '51234567',
    email: 'salem@shopper.test',
    csCartPhone: '+965 5123 4567',
  },
} satisfies Record<string, DemoShopper>;
export type DemoShopperKey = keyof typeof DEMO_SHOPPERS;

interface DemoProduct {
  name: string;
  price: number;
}

const DATES: DemoProduct[] = [
  { name: 'Ajwa dates 1 kg', price: 120 },
  { name: 'Sukkari dates gift box', price: 85 },
  { name: 'Medjool dates 500 g', price: 64 },
  { name: 'Khalas dates with almonds', price: 48 },
];

const ELECTRONICS: DemoProduct[] = [
  { name: 'Wireless earbuds', price: 249 },
  { name: 'USB-C charger 65 W', price: 119 },
  { name: 'Smart watch', price: 899 },
  { name: '27" 4K monitor', price: 1499 },
];

export interface DemoSallaOrder {
  /** Salla's own id (`GET /orders/{id}`). */
  id: number;
  /** What the shopper sees and types. */
  referenceId: number;
  slug: string;
  /** The status name Salla answers with (Arabic, Salla's default language). */
  statusName: string;
  /** The merchant's own name for the status, when it renamed it. */
  customized?: string;
  shopper: DemoShopperKey;
  daysAgo: number;
  items: { product: DemoProduct; quantity: number; thumbnail?: string }[];
  /** The carrier's tracking link, once shipped. */
  trackingLink: string | null;
}

const line = (products: DemoProduct[], ...picks: [number, number][]) =>
  picks.map(([index, quantity]) => ({ product: products[index]!, quantity }));

/** A carrier's tracking page (Salla stores the carrier's own https link). */
const trackingLinkOf = (reference: number) => `https://carrier.example/track/${reference}`;

type SallaSeed = Omit<DemoSallaOrder, 'id' | 'referenceId' | 'trackingLink'> & { shipped: boolean };

/** Nakheel Dates on Salla: every slug DESIGN.md section 7 maps, and one status of the merchant's own. */
export const DEMO_SALLA_ORDERS: DemoSallaOrder[] = (
  [
    {
      slug: 'delivering',
      statusName: 'جاري التوصيل',
      shopper: 'noura',
      daysAgo: 2,
      shipped: true,
      items: line(DATES, [0, 2]),
    },
    {
      slug: 'delivered',
      statusName: 'تم التوصيل',
      shopper: 'hamad',
      daysAgo: 6,
      shipped: true,
      items: line(DATES, [1, 1], [3, 2]),
    },
    {
      slug: 'in_progress',
      statusName: 'قيد التنفيذ',
      shopper: 'reem',
      daysAgo: 1,
      shipped: false,
      items: line(DATES, [2, 3]),
    },
    {
      slug: 'waiting_for_payment_confirmation',
      statusName: 'بإنتظار تأكيد الدفع',
      shopper: 'tariq',
      daysAgo: 0,
      shipped: false,
      items: line(DATES, [0, 1]),
    },
    {
      slug: 'completed',
      statusName: 'تم التنفيذ',
      shopper: 'noura',
      daysAgo: 20,
      shipped: true,
      items: line(DATES, [3, 1]),
    },
    {
      slug: 'under_review',
      statusName: 'بإنتظار المراجعة',
      shopper: 'hamad',
      daysAgo: 1,
      shipped: false,
      items: line(DATES, [1, 2]),
    },
    {
      slug: 'shipped',
      statusName: 'تم الشحن',
      shopper: 'reem',
      daysAgo: 3,
      shipped: true,
      items: line(DATES, [0, 1], [2, 1]),
    },
    {
      slug: 'payment_failed',
      statusName: 'فشل الدفع',
      shopper: 'tariq',
      daysAgo: 4,
      shipped: false,
      items: line(DATES, [1, 1]),
    },
    {
      slug: 'payment_pending',
      statusName: 'بإنتظار الدفع',
      shopper: 'noura',
      daysAgo: 0,
      shipped: false,
      items: line(DATES, [2, 2]),
    },
    { slug: 'canceled', statusName: 'ملغي', shopper: 'hamad', daysAgo: 12, shipped: false, items: line(DATES, [3, 4]) },
    {
      slug: 'restoring',
      statusName: 'قيد الاسترجاع',
      shopper: 'reem',
      daysAgo: 9,
      shipped: true,
      items: line(DATES, [0, 1]),
    },
    {
      slug: 'restored',
      statusName: 'مسترجع',
      shopper: 'tariq',
      daysAgo: 30,
      shipped: true,
      items: line(DATES, [1, 1]),
    },
    {
      slug: 'ready_for_pickup',
      statusName: 'جاهز للاستلام',
      customized: 'Ready at the Riyadh branch',
      shopper: 'salem',
      daysAgo: 1,
      shipped: false,
      items: line(DATES, [2, 1]),
    },
  ] satisfies SallaSeed[]
).map(({ shipped, ...order }, index) => {
  const referenceId = 2_500_101 + index;
  return { ...order, id: 910_001 + index, referenceId, trackingLink: shipped ? trackingLinkOf(referenceId) : null };
});

export interface DemoCsCartOrder {
  orderId: number;
  status: string;
  shopper: DemoShopperKey;
  daysAgo: number;
  items: { product: DemoProduct; quantity: number }[];
  /** The currency the shopper was viewing prices in (amounts stay in the store's primary currency). */
  secondaryCurrency: string;
}

/** Qamar Electronics on CS-Cart: every default status code, and one code of the store's own (`A`). */
export const DEMO_CS_CART_ORDERS: DemoCsCartOrder[] = (
  [
    { status: 'P', shopper: 'noura', daysAgo: 1, items: line(ELECTRONICS, [0, 1]), secondaryCurrency: 'SAR' },
    { status: 'O', shopper: 'hamad', daysAgo: 0, items: line(ELECTRONICS, [1, 2]), secondaryCurrency: 'USD' },
    { status: 'C', shopper: 'reem', daysAgo: 15, items: line(ELECTRONICS, [2, 1]), secondaryCurrency: 'SAR' },
    { status: 'F', shopper: 'tariq', daysAgo: 3, items: line(ELECTRONICS, [3, 1]), secondaryCurrency: 'SAR' },
    { status: 'D', shopper: 'noura', daysAgo: 8, items: line(ELECTRONICS, [1, 1]), secondaryCurrency: 'EUR' },
    { status: 'B', shopper: 'hamad', daysAgo: 5, items: line(ELECTRONICS, [3, 1], [1, 1]), secondaryCurrency: 'SAR' },
    { status: 'I', shopper: 'reem', daysAgo: 11, items: line(ELECTRONICS, [0, 2]), secondaryCurrency: 'SAR' },
    { status: 'Y', shopper: 'tariq', daysAgo: 0, items: line(ELECTRONICS, [2, 1]), secondaryCurrency: 'SAR' },
    { status: 'A', shopper: 'salem', daysAgo: 2, items: line(ELECTRONICS, [0, 1]), secondaryCurrency: 'KWD' },
  ] satisfies Omit<DemoCsCartOrder, 'orderId'>[]
).map((order, index) => ({ ...order, orderId: 10_401 + index }));

/** The CS-Cart store's own status codes and names (`GET /api/statuses`). */
export const DEMO_CS_CART_STATUS_NAMES: Record<string, string> = {
  P: 'Paid',
  O: 'Open',
  C: 'Complete',
  F: 'Failed',
  D: 'Declined',
  B: 'Backordered',
  I: 'Canceled',
  Y: 'Awaiting call',
  A: 'Ready for pickup',
};

/**
 * The demo stores' orders, one or more in every status of each platform, for the local stand-ins (tests and the
 * demo). The demo customers (+966550000101 … 104, noura@ … tariq@customer.test) have orders in both stores.
 */

export interface DemoShopper {
  name: string;
  /** Salla keeps the country code apart. */
  mobileCode: string;
  mobile: string;
  email: string;
}

export const DEMO_SHOPPERS: Record<'noura' | 'hamad' | 'reem' | 'tariq' | 'other', DemoShopper> = {
  noura: { name: 'Noura Aziz', mobileCode: '+966', mobile: '550000101', email: 'noura@customer.test' },
  hamad: { name: 'Hamad Saeed', mobileCode: '+966', mobile: '550000102', email: 'hamad@customer.test' },
  reem: { name: 'Reem Fahad', mobileCode: '+966', mobile: '550000103', email: 'reem@customer.test' },
  tariq: { name: 'Tariq Hassan', mobileCode: '+966', mobile: '550000104', email: 'tariq@customer.test' },
  other: { name: 'Salem Nasser', mobileCode: '+966', mobile: '551234567', email: 'salem@shopper.test' },
};

/** A small square with a letter, as a data URL, so the demo's product pictures load without the internet. */
export function productPicture(letter: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="16" ` +
    `fill="${color}"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" ` +
    `font-family="sans-serif">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface DemoProduct {
  name: string;
  price: number;
  picture: string;
}

const DATES: DemoProduct[] = [
  { name: 'Ajwa dates 1 kg', price: 120, picture: productPicture('A', '#7950f2') },
  { name: 'Sukkari dates gift box', price: 85, picture: productPicture('S', '#e8590c') },
  { name: 'Medjool dates 500 g', price: 64, picture: productPicture('M', '#2f9e44') },
  { name: 'Khalas dates with almonds', price: 48, picture: productPicture('K', '#1c7ed6') },
];

const ELECTRONICS: DemoProduct[] = [
  { name: 'Wireless earbuds', price: 249, picture: productPicture('E', '#0ca678') },
  { name: 'USB-C charger 65 W', price: 119, picture: productPicture('C', '#1c7ed6') },
  { name: 'Smart watch', price: 899, picture: productPicture('W', '#f08c00') },
  { name: '27" 4K monitor', price: 1499, picture: productPicture('M', '#5f3dc4') },
];

export interface DemoSallaOrder {
  /** Salla's own id (`GET /orders/{id}`). */
  id: number;
  /** What the shopper sees and types. */
  referenceId: number;
  slug: string;
  /** The status name Salla shows (English; a merchant may customise it). */
  statusName: string;
  customized?: string;
  shopper: keyof typeof DEMO_SHOPPERS;
  daysAgo: number;
  items: { product: DemoProduct; quantity: number }[];
  shipped: boolean;
}

const line = (products: DemoProduct[], ...picks: [number, number][]) =>
  picks.map(([index, quantity]) => ({ product: products[index]!, quantity }));

/** Nakheel Dates on Salla: every slug DESIGN.md section 7 maps, and one status of the merchant's own. */
export const DEMO_SALLA_ORDERS: DemoSallaOrder[] = (
  [
    {
      slug: 'delivering',
      statusName: 'Delivering',
      shopper: 'noura',
      daysAgo: 2,
      shipped: true,
      items: line(DATES, [0, 2]),
    },
    {
      slug: 'delivered',
      statusName: 'Delivered',
      shopper: 'hamad',
      daysAgo: 6,
      shipped: true,
      items: line(DATES, [1, 1], [3, 2]),
    },
    {
      slug: 'in_progress',
      statusName: 'In Progress',
      shopper: 'reem',
      daysAgo: 1,
      shipped: false,
      items: line(DATES, [2, 3]),
    },
    {
      slug: 'waiting_for_payment_confirmation',
      statusName: 'Waiting for Payment Confirmation',
      shopper: 'tariq',
      daysAgo: 0,
      shipped: false,
      items: line(DATES, [0, 1]),
    },
    {
      slug: 'completed',
      statusName: 'Completed',
      shopper: 'noura',
      daysAgo: 20,
      shipped: true,
      items: line(DATES, [3, 1]),
    },
    {
      slug: 'under_review',
      statusName: 'Under Review',
      shopper: 'hamad',
      daysAgo: 1,
      shipped: false,
      items: line(DATES, [1, 2]),
    },
    {
      slug: 'shipped',
      statusName: 'Shipped',
      shopper: 'reem',
      daysAgo: 3,
      shipped: true,
      items: line(DATES, [0, 1], [2, 1]),
    },
    {
      slug: 'payment_failed',
      statusName: 'Payment Failed',
      shopper: 'tariq',
      daysAgo: 4,
      shipped: false,
      items: line(DATES, [1, 1]),
    },
    {
      slug: 'payment_pending',
      statusName: 'Pending Payment',
      shopper: 'noura',
      daysAgo: 0,
      shipped: false,
      items: line(DATES, [2, 2]),
    },
    {
      slug: 'canceled',
      statusName: 'Canceled',
      shopper: 'hamad',
      daysAgo: 12,
      shipped: false,
      items: line(DATES, [3, 4]),
    },
    {
      slug: 'restoring',
      statusName: 'Restoring',
      shopper: 'reem',
      daysAgo: 9,
      shipped: true,
      items: line(DATES, [0, 1]),
    },
    {
      slug: 'restored',
      statusName: 'Restored',
      shopper: 'tariq',
      daysAgo: 30,
      shipped: true,
      items: line(DATES, [1, 1]),
    },
    {
      slug: 'ready_for_pickup',
      statusName: 'Ready for pickup',
      customized: 'Ready at the Riyadh branch',
      shopper: 'other',
      daysAgo: 1,
      shipped: false,
      items: line(DATES, [2, 1]),
    },
  ] satisfies Omit<DemoSallaOrder, 'id' | 'referenceId'>[]
).map((order, index) => ({ ...order, id: 910_001 + index, referenceId: 2_500_101 + index }));

export interface DemoCsCartOrder {
  orderId: number;
  status: string;
  shopper: keyof typeof DEMO_SHOPPERS;
  daysAgo: number;
  items: { product: DemoProduct; quantity: number }[];
}

/** Qamar Electronics on CS-Cart: every default status code, and one code of the store's own (`A`). */
export const DEMO_CS_CART_ORDERS: DemoCsCartOrder[] = (
  [
    { status: 'P', shopper: 'noura', daysAgo: 1, items: line(ELECTRONICS, [0, 1]) },
    { status: 'O', shopper: 'hamad', daysAgo: 0, items: line(ELECTRONICS, [1, 2]) },
    { status: 'C', shopper: 'reem', daysAgo: 15, items: line(ELECTRONICS, [2, 1]) },
    { status: 'F', shopper: 'tariq', daysAgo: 3, items: line(ELECTRONICS, [3, 1]) },
    { status: 'D', shopper: 'noura', daysAgo: 8, items: line(ELECTRONICS, [1, 1]) },
    { status: 'B', shopper: 'hamad', daysAgo: 5, items: line(ELECTRONICS, [3, 1], [1, 1]) },
    { status: 'I', shopper: 'reem', daysAgo: 11, items: line(ELECTRONICS, [0, 2]) },
    { status: 'Y', shopper: 'tariq', daysAgo: 0, items: line(ELECTRONICS, [2, 1]) },
    { status: 'A', shopper: 'other', daysAgo: 2, items: line(ELECTRONICS, [0, 1]) },
  ] satisfies Omit<DemoCsCartOrder, 'orderId'>[]
).map((order, index) => ({ ...order, orderId: 10_401 + index }));

/** The demo store's shelf: names and details come from `cursorDemo.products.{id}`, prices are in Saudi riyals. */
export interface DemoProduct {
  id: 'medjool' | 'sukkari' | 'ajwa' | 'khalas' | 'safawi' | 'giftBox';
  price: number;
  /** The picture: the backdrop's two colours and the fruit's colour. */
  backdrop: [string, string];
  fruit: string;
  kind: 'dates' | 'box';
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  { id: 'medjool', price: 85, backdrop: ['#fff3e0', '#ffd8a8'], fruit: '#7c3f1d', kind: 'dates' },
  { id: 'sukkari', price: 60, backdrop: ['#fff9db', '#ffe066'], fruit: '#c47f17', kind: 'dates' },
  { id: 'ajwa', price: 95, backdrop: ['#f3f0ff', '#d0bfff'], fruit: '#2b1a12', kind: 'dates' },
  { id: 'khalas', price: 45, backdrop: ['#fff4e6', '#ffc078'], fruit: '#a0522d', kind: 'dates' },
  { id: 'safawi', price: 55, backdrop: ['#f8f0fc', '#eebefa'], fruit: '#3d1f14', kind: 'dates' },
  { id: 'giftBox', price: 120, backdrop: ['#e6fcf5', '#96f2d7'], fruit: '#6b3416', kind: 'box' },
];

export const DEMO_WIDGET_ID = 'demo-nakheel';

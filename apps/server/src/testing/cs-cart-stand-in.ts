import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_CS_CART_ORDERS, DEMO_SHOPPERS, type DemoCsCartOrder } from './store-stand-in-data.ts';

/**
 * A local stand-in for a CS-Cart store's REST API (tests and the demo): HTTP Basic with an administrator's e-mail
 * and API key, `GET /api/orders` (`email`, `items_per_page`, `page`, `status`), `GET /api/orders/{id}` and
 * `GET /api/stores`, answering in CS-Cart's documented shapes (numbers as strings, products keyed by item id).
 */

const DAY = 24 * 60 * 60 * 1000;

export interface CsCartStandInOptions {
  email?: string;
  apiKey?: string;
  storeName?: string;
  now?: () => Date;
}

export interface CsCartRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
}

export async function startCsCartStandIn(options: CsCartStandInOptions = {}) {
  const email = options.email ?? 'admin@qamar.test';
  const apiKey = options.apiKey ?? 'demo-cs-cart-api-key';
  const storeName = options.storeName ?? 'Qamar Electronics';
  const now = options.now ?? (() => new Date());
  const started = Math.floor(now().getTime() / 1000);
  const orders = DEMO_CS_CART_ORDERS.map((order) => ({ ...order }));
  const received: CsCartRequest[] = [];
  const queued: { status: number; retryAfter?: string }[] = [];

  const str = (value: number | string) => String(value);
  const timestampOf = (order: DemoCsCartOrder) => started - Math.round((order.daysAgo * DAY) / 1000) - order.orderId;

  function summary(order: DemoCsCartOrder) {
    const shopper = DEMO_SHOPPERS[order.shopper];
    const [firstname, ...rest] = shopper.name.split(' ');
    const subtotal = order.items.reduce((sum, item) => sum + item.product.price * item.quantity, 0);
    return {
      order_id: str(order.orderId),
      issuer_id: null,
      user_id: str(3 + Object.keys(DEMO_SHOPPERS).indexOf(order.shopper)),
      is_parent_order: 'N',
      parent_order_id: '0',
      company_id: '1',
      timestamp: str(timestampOf(order)),
      firstname,
      lastname: rest.join(' '),
      email: shopper.email,
      phone: `${shopper.mobileCode}${shopper.mobile}`,
      status: order.status,
      total: (subtotal + 30).toFixed(2),
      invoice_id: null,
      credit_memo_id: null,
      points: null,
    };
  }

  function details(order: DemoCsCartOrder) {
    const base = summary(order);
    const shopper = DEMO_SHOPPERS[order.shopper];
    const products = Object.fromEntries(
      order.items.map((item, index) => {
        const itemId = String(1_000_000 + order.orderId * 10 + index);
        return [
          itemId,
          {
            item_id: itemId,
            order_id: base.order_id,
            product_id: str(200 + index),
            product_code: `QMR-${index + 1}`,
            price: item.product.price.toFixed(2),
            amount: str(item.quantity),
            extra: {},
            product: item.product.name,
            main_pair: {
              detailed: {
                image_path: item.product.picture,
                http_image_path: item.product.picture,
                https_image_path: item.product.picture,
              },
            },
          },
        ];
      }),
    );
    return {
      ...base,
      subtotal: (Number(base.total) - 30).toFixed(2),
      discount: '0.00',
      shipping_cost: '30.00',
      secondary_currency: 'SAR',
      lang_code: 'en',
      payment_id: '2',
      products,
      need_shipping: true,
      shipment_ids: '',
      updated_at: str(timestampOf(order) + 3600),
      b_firstname: base.firstname,
      b_lastname: base.lastname,
      b_phone: base.phone,
      b_city: 'Riyadh',
      b_country: 'SA',
      s_firstname: base.firstname,
      s_lastname: base.lastname,
      s_phone: `${shopper.mobileCode}${shopper.mobile}`,
      s_city: 'Riyadh',
      s_country: 'SA',
    };
  }

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

  function authorized(request: IncomingMessage): boolean {
    const encoded = /^Basic (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!encoded) return false;
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    return decoded === `${email}:${apiKey}`;
  }

  function handle(request: IncomingMessage, response: ServerResponse) {
    const address = new URL(request.url ?? '/', 'http://stand-in');
    const path = address.pathname.replace(/\/+$/, '') || '/';
    const query = Object.fromEntries(address.searchParams);
    received.push({ method: request.method ?? 'GET', path, query, authorization: request.headers.authorization });

    const next = queued.shift();
    if (next) {
      const headers: Record<string, string> = next.retryAfter === undefined ? {} : { 'retry-after': next.retryAfter };
      return send(response, next.status, { message: 'Injected failure' }, headers);
    }
    if (!path.startsWith('/api/') && path !== '/api') {
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>${storeName}</title><h1>${storeName}</h1>`);
    }
    if (!authorized(request)) {
      return send(response, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Basic realm="CS-Cart API"' });
    }
    if (request.method !== 'GET') return send(response, 405, { message: 'Method Not Allowed' });

    if (path === '/api/orders') {
      const perPage = Math.max(1, Number(query.items_per_page) || 10);
      const page = Math.max(1, Number(query.page) || 1);
      const found = orders
        .filter((order) => !query.email || DEMO_SHOPPERS[order.shopper].email === query.email.toLowerCase())
        .filter((order) => !query.status || order.status === query.status)
        .sort((a, b) => timestampOf(b) - timestampOf(a));
      return send(response, 200, {
        orders: found.slice((page - 1) * perPage, page * perPage).map(summary),
        params: {
          page,
          items_per_page: str(perPage),
          include_incompleted: false,
          sort_order: 'desc',
          sort_by: 'date',
          sort_order_rev: 'asc',
          total_items: str(found.length),
        },
      });
    }
    const id = /^\/api\/orders\/(\d+)$/.exec(path)?.[1];
    if (id) {
      const order = orders.find((entry) => String(entry.orderId) === id);
      return order ? send(response, 200, details(order)) : send(response, 404, { message: 'Not Found' });
    }
    if (path === '/api/stores') {
      return send(response, 200, {
        stores: [
          {
            company_id: '1',
            lang_code: 'en',
            email,
            company: storeName,
            timestamp: str(started),
            status: 'A',
            storefront: 'qamar.test',
            secure_storefront: 'qamar.test',
          },
        ],
        params: [0],
      });
    }
    return send(response, 404, { message: 'Not Found' });
  }

  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => handle(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    email,
    apiKey,
    storeName,
    received,
    /** The next `count` requests are answered with `status` (and `Retry-After`, for 429s). */
    answerNext(count: number, status: number, retryAfter?: string) {
      for (let i = 0; i < count; i++) queued.push({ status, ...(retryAfter === undefined ? {} : { retryAfter }) });
    },
    apiRequests: () => received.filter((entry) => entry.path.startsWith('/api/')),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
export type CsCartStandIn = Awaited<ReturnType<typeof startCsCartStandIn>>;

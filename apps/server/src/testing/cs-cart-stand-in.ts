import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEMO_CS_CART_ORDERS,
  DEMO_CS_CART_STATUS_NAMES,
  DEMO_SHOPPERS,
  type DemoCsCartOrder,
  type DemoShopper,
} from './store-stand-in-data.ts';
import { readFixture } from './store-fixtures.ts';

/**
 * A local stand-in for a CS-Cart store's REST API (tests and the demo), built from the documented answers in
 * `integrations/cs-cart/fixtures/` (every body is a copy of a fixture with its values replaced, never a field
 * more). HTTP Basic with an administrator's e-mail and API key; `GET /api/orders` with `email` (LIKE) and `phone`
 * (LIKE over the digits of `phone`, `b_phone`, `s_phone`), `status`, `items_per_page`, `page`, newest first;
 * `GET /api/orders/{id}`; `GET /api/statuses`; `GET /api/stores`; the same under `api.php?_d=…`. Errors are
 * `{ message, status }` as CS-Cart's `Tygh\Api\Response` sends them.
 */

const DAY = 24 * 60 * 60 * 1000;

type Row = Record<string, unknown>;
const LIST = readFixture<{ orders: Row[]; params: Row }>('cs-cart', 'cscart-orders-list.json');
const DETAILS = readFixture<Row & { products: Record<string, Row> }>(
  'cs-cart',
  'cscart-order-details.constructed.json',
);
const STORES = readFixture<{ stores: Row[]; params: unknown }>('cs-cart', 'cscart-stores-list.json');
const STATUSES = readFixture<Row[]>('cs-cart', 'cscart-statuses.constructed.json');

export interface CsCartStandInOptions {
  email?: string;
  apiKey?: string;
  storeName?: string;
  /** Answers plain-HTTP API calls 403 "only accessible over HTTPS" (CS-Cart's `api_https_only`). */
  httpsOnly?: boolean;
  /** A fixed port (a journey names its origin to the server beforehand); a free one by default. */
  port?: number;
  now?: () => Date;
}

interface CsCartRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
}

/** A test's own order: a shopper of the demo data or anyone given by phone and e-mail. */
export interface CsCartOrderInput extends Omit<DemoCsCartOrder, 'shopper'> {
  shopper: DemoShopper;
}

const str = (value: number | string) => String(value);
const digits = (value: string) => value.replace(/[ \-+()]/g, '');

export async function startCsCartStandIn(options: CsCartStandInOptions = {}) {
  const email = options.email ?? 'admin@qamar.test';
  const apiKey = options.apiKey ?? 'demo-cs-cart-api-key';
  const storeName = options.storeName ?? 'Qamar Electronics';
  const now = options.now ?? (() => new Date());
  const started = Math.floor(now().getTime() / 1000);
  const orders: CsCartOrderInput[] = DEMO_CS_CART_ORDERS.map((order) => ({
    ...order,
    shopper: DEMO_SHOPPERS[order.shopper],
  }));
  const received: CsCartRequest[] = [];
  const queued: { status: number; retryAfter?: string }[] = [];

  const timestampOf = (order: CsCartOrderInput) =>
    started - Math.round((order.daysAgo * DAY) / 1000) - (order.orderId % 1000);
  const totalOf = (order: CsCartOrderInput) =>
    order.items.reduce((sum, item) => sum + item.product.price * item.quantity, 0) + 30;

  function summary(order: CsCartOrderInput): Row {
    const { shopper } = order;
    const [template] = LIST.orders;
    return {
      ...template,
      order_id: str(order.orderId),
      user_id: str(3 + (order.orderId % 7)),
      timestamp: str(timestampOf(order)),
      firstname: shopper.firstName,
      lastname: shopper.lastName,
      email: shopper.email ?? '',
      phone: shopper.csCartPhone,
      status: order.status,
      total: totalOf(order).toFixed(2),
    };
  }

  function details(order: CsCartOrderInput): Row {
    const { shopper } = order;
    const [templateItem] = Object.values(DETAILS.products);
    const products = Object.fromEntries(
      order.items.map((item, index) => {
        const itemId = String(1_000_000 + order.orderId * 10 + index);
        const price = item.product.price.toFixed(2);
        const subtotal = item.product.price * item.quantity;
        return [
          itemId,
          {
            ...templateItem,
            item_id: itemId,
            order_id: str(order.orderId),
            product_id: str(200 + index),
            product_code: `QMR-${index + 1}`,
            price,
            amount: str(item.quantity),
            extra: { ...(templateItem!.extra as Row), product: item.product.name, base_price: item.product.price },
            product: item.product.name,
            base_price: item.product.price,
            original_price: item.product.price,
            cart_id: itemId,
            subtotal,
            display_subtotal: subtotal,
            shipment_amount: str(item.quantity),
          },
        ];
      }),
    );
    const subtotal = totalOf(order) - 30;
    // The list entry's values, for the fields the details have too.
    const listed = Object.fromEntries(Object.entries(summary(order)).filter(([key]) => key in DETAILS));
    return {
      ...DETAILS,
      ...listed,
      subtotal,
      display_subtotal: subtotal,
      b_firstname: shopper.firstName,
      b_lastname: shopper.lastName,
      b_phone: shopper.csCartPhone,
      s_firstname: shopper.firstName,
      s_lastname: shopper.lastName,
      s_phone: shopper.csCartPhone,
      b_city: 'Riyadh',
      s_city: 'Riyadh',
      b_country: 'SA',
      s_country: 'SA',
      updated_at: str(timestampOf(order) + 3600),
      products,
      secondary_currency: order.secondaryCurrency,
    };
  }

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  const REASONS: Record<number, string> = {
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    503: 'Service Unavailable',
    509: 'Bandwidth Limit Exceeded',
  };
  /** `Tygh\Api\Response::send()` for an error: the reason, then what went wrong, and the status. */
  const fail = (response: ServerResponse, status: number, detail?: string, headers: Record<string, string> = {}) =>
    send(
      response,
      status,
      detail
        ? { message: `${REASONS[status] ?? 'Error'}: ${detail}`, messages: [detail], status }
        : { message: REASONS[status] ?? 'Error', status },
      status === 401 ? { 'www-authenticate': 'Basic realm="User email/API key"', ...headers } : headers,
    );

  function authorized(request: IncomingMessage): boolean {
    const encoded = /^Basic (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    return encoded !== undefined && Buffer.from(encoded, 'base64').toString('utf8') === `${email}:${apiKey}`;
  }

  function listOrders(query: Record<string, string>) {
    const perPage = Math.max(1, Number(query.items_per_page) || 10);
    const page = Math.max(1, Number(query.page) || 1);
    const wantedEmail = query.email?.trim().toLowerCase();
    const found = orders
      .filter((order) => !wantedEmail || (order.shopper.email ?? '').toLowerCase().includes(wantedEmail))
      .filter((order) => !query.phone || digits(order.shopper.csCartPhone).includes(query.phone))
      .filter((order) => !query.status || order.status === query.status)
      .sort((a, b) => timestampOf(b) - timestampOf(a) || b.orderId - a.orderId);
    return {
      orders: found.slice((page - 1) * perPage, page * perPage).map(summary),
      params: {
        ...LIST.params,
        page,
        items_per_page: str(perPage),
        sort_order: 'desc',
        sort_by: 'date',
        sort_order_rev: 'asc',
        total_items: str(found.length),
      },
    };
  }

  function handle(request: IncomingMessage, response: ServerResponse) {
    const address = new URL(request.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(address.searchParams);
    let path = address.pathname.replace(/\/+$/, '') || '/';
    // Stores without URL rewriting: `api.php?_d=orders/97&ajax_custom=1` is `/api/orders/97`.
    if (/\/api\.php$/.test(path) && query._d) path = `/api/${query._d.replace(/^\/+|\/+$/g, '')}`;
    received.push({ method: request.method ?? 'GET', path, query, authorization: request.headers.authorization });

    const next = queued.shift();
    if (next) {
      const headers: Record<string, string> = next.retryAfter === undefined ? {} : { 'retry-after': next.retryAfter };
      return fail(response, next.status, undefined, headers);
    }
    if (!path.startsWith('/api/') && path !== '/api') {
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>${storeName}</title><h1>${storeName}</h1>`);
    }
    if (options.httpsOnly) return fail(response, 403, 'The API is only accessible over HTTPS');
    if (!authorized(request)) return fail(response, 401);
    if (request.method !== 'GET') return fail(response, 405);

    if (path === '/api/orders') return send(response, 200, listOrders(query));
    const id = /^\/api\/orders\/(\d+)$/.exec(path)?.[1];
    if (id) {
      const order = orders.find((entry) => String(entry.orderId) === id);
      return order ? send(response, 200, details(order)) : fail(response, 404);
    }
    if (path === '/api/statuses') {
      const [template] = STATUSES;
      return send(
        response,
        200,
        Object.entries(DEMO_CS_CART_STATUS_NAMES).map(([status, description], index) => ({
          ...template,
          status_id: str(index + 1),
          status,
          description,
          is_default: status === 'A' ? 'N' : 'Y',
        })),
      );
    }
    if (path === '/api/stores') {
      const [template] = STORES.stores;
      return send(response, 200, {
        ...STORES,
        stores: [{ ...template, email, company: storeName, timestamp: str(started) }],
      });
    }
    return fail(response, 404);
  }

  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => handle(request, response));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    email,
    apiKey,
    storeName,
    currency: 'SAR',
    received,
    /** Adds orders (a test's own data). */
    addOrders(...added: CsCartOrderInput[]) {
      orders.push(...added);
    },
    /** The answers the stand-in gives, for comparing their shapes with the documents'. */
    bodies: {
      summary: (id: number) => summary(orders.find((order) => order.orderId === id)!),
      details: (id: number) => details(orders.find((order) => order.orderId === id)!),
    },
    /** The next `count` requests are answered with `status` (and `Retry-After`, for 429s). */
    answerNext(count: number, status: number, retryAfter?: string) {
      for (let i = 0; i < count; i++) queued.push({ status, ...(retryAfter === undefined ? {} : { retryAfter }) });
    },
    apiRequests: () => received.filter((entry) => entry.path.startsWith('/api/')),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
export type CsCartStandIn = Awaited<ReturnType<typeof startCsCartStandIn>>;

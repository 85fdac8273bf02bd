import type { FastifyBaseLogger } from 'fastify';
import type { ChatResponse, MessageListQuery, MessageListResponse } from '@tawasul/contracts/chats';
import type {
  ChatOrdersResponse,
  OrderBrand,
  OrderView,
  ShopperOrder,
  ShopperOrderListResponse,
} from '@tawasul/contracts/orders';
import { renderValidationMessage } from '@tawasul/contracts/validation';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import {
  OrderStoreError,
  type OrderContact,
  type OrderStore,
  type StoreOrder,
} from '../../integrations/order-store.ts';
import { normalizeEmail, ownedBy, toE164 } from '../../integrations/phone.ts';
import { AppError, isAppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateCounter } from '../../lib/rate-counter.ts';
import type { ChatActor, ShopperActor } from '../chats/chat-actor.ts';
import type { OrderCache } from './order-cache.ts';
import type { OrderClaimsRepo } from './order-claims.repo.ts';
import { orderMentions } from './order-mentions.ts';
import type { OrderBrandRow } from './store-connections.repo.ts';
import type { StoreConnectionsService } from './store-connections.service.ts';

/** What order look-ups need from the chat engine (its own access rules decide who reads a chat). */
export interface ChatReader {
  get(actor: ChatActor, id: string): Promise<ChatResponse>;
  messages(actor: ChatActor, id: string, query: MessageListQuery): Promise<MessageListResponse>;
}

/** A customer's phone and e-mail, each only once verified (by a code): an unverified address never finds orders. */
export interface CustomerContact {
  id: string;
  phone: string | null;
  email: string | null;
}

/** The window of the per-contact tracking limit (the counter's own window must be as long). */
export const TRACKING_WINDOW_MS = 10 * 60_000;

/** The shopper's recent messages read for order numbers. */
const MENTION_SCAN_MESSAGES = 200;

/** "#2500101", " 2500101 " and "2500101" are the same order. */
const normalizeReference = (reference: string) => reference.trim().replace(/^#+/, '').trim();

const brandOf = (brand: OrderBrandRow): OrderBrand => ({
  id: brand.id,
  nameEn: brand.nameEn,
  nameAr: brand.nameAr,
  widgetId: brand.widgetId,
});

const newestFirst = (a: { createdAt: string | null }, b: { createdAt: string | null }) =>
  (b.createdAt ?? '').localeCompare(a.createdAt ?? '');

const verified = (contact: OrderContact) => ({ phone: toE164(contact.phone), email: normalizeEmail(contact.email) });

/**
 * Where orders are shown (issues 9 and 18): the widget's and the customer area's "Track order", the customer
 * area's orders, and the agent console's shopper panel. Every answer comes from the brand's store, through a short
 * in-memory cache, and goes only to the order's owner: a customer by its verified phone or e-mail; anyone tracking
 * a number also by the order's phone or e-mail, given with it (a wrong one answers exactly like a wrong number).
 */
export function createOrdersService(deps: {
  connections: StoreConnectionsService;
  cache: OrderCache;
  chats: ChatReader;
  claims: OrderClaimsRepo;
  /** The verified contact of a customer (the agent panel's shopper). */
  customerContact: (customerId: string) => Promise<CustomerContact>;
  /**
   * Tracking attempts per brand and phone or e-mail given (guessing one person's order numbers), in windows of
   * TRACKING_WINDOW_MS of the service's clock.
   */
  trackingAttempts: RateCounter;
  clock: Clock;
  logger: FastifyBaseLogger;
}) {
  const { connections, cache, claims, logger } = deps;

  /** Runs a store call; store trouble becomes ORDER_TRACKING_FAILED (and the brand's problem), success heals it. */
  async function fromStore<T>(brand: OrderBrandRow, call: (store: OrderStore) => Promise<T>): Promise<T> {
    const store = await connections.storeFor(brand);
    try {
      const result = await call(store);
      if (brand.connectionStatus !== 'connected' || brand.connectionProblem) {
        await connections.recordOutcome(brand, null);
      }
      return result;
    } catch (error) {
      if (isAppError(error)) throw error;
      if (error instanceof OrderStoreError) {
        logger.warn({ brandId: brand.id, failure: error.failure, reason: error.message }, 'order look-up failed');
        await connections.recordOutcome(brand, error.failure);
      } else {
        logger.error({ brandId: brand.id, err: error }, 'order look-up broke');
      }
      throw new AppError('ORDER_TRACKING_FAILED', { cause: error });
    }
  }

  function findOrder(brand: OrderBrandRow, reference: string): Promise<StoreOrder | null> {
    return cache.get(brand.id, `order:${reference}`, () => fromStore(brand, (store) => store.findOrder(reference)));
  }

  function ordersFor(brand: OrderBrandRow, contact: OrderContact): Promise<StoreOrder[]> {
    const { phone, email } = verified(contact);
    if (!phone && !email) return Promise.resolve([]);
    return cache.get(brand.id, `contact:${phone ?? ''}|${email ?? ''}`, () =>
      fromStore(brand, (store) => store.listOrdersFor({ phone, email })),
    );
  }

  async function brandByWidget(widgetId: string): Promise<OrderBrandRow> {
    const brand = await connections.brandByWidgetId(widgetId);
    if (!brand) throw new AppError('INVALID_WIDGET');
    return brand;
  }

  function contactRequired(language: ProductLanguage) {
    const key = 'validation.orderContactRequired' as const;
    return new AppError('VALIDATION_FAILED', {
      details: [{ path: ['phone'], key, message: renderValidationMessage(key, undefined, language) }],
    });
  }

  return {
    /**
     * "Track order": one order of the brand by its number, for its owner only. A customer's own verified phone or
     * e-mail is tried first; otherwise (and always for a guest) the phone or e-mail given must be the order's.
     * Anything else, like an unknown number, is ORDER_NOT_FOUND. A proven order is remembered for the shopper, so
     * that the agent console may show it when the shopper writes its number.
     */
    async track(
      actor: ShopperActor,
      widgetId: string,
      request: { reference: string; phone?: string | undefined; email?: string | undefined },
      customer: CustomerContact | null,
      language: ProductLanguage,
    ): Promise<OrderView> {
      const brand = await brandByWidget(widgetId);
      if (actor.kind === 'guest' && actor.brandId !== brand.id) throw new AppError('FORBIDDEN');
      const given = verified({ phone: request.phone ?? null, email: request.email ?? null });
      const gave = given.phone !== null || given.email !== null;
      if (actor.kind === 'guest' && !gave) throw contactRequired(language);
      if (gave) {
        const window = Math.floor(deps.clock.now().getTime() / TRACKING_WINDOW_MS);
        const key = `${brand.id}:${given.phone ?? ''}|${given.email ?? ''}:${window}`;
        const attempt = await deps.trackingAttempts.hit(key);
        if (!attempt.allowed) {
          throw new AppError('RATE_LIMITED', {
            params: { seconds: attempt.retryAfterSeconds },
            details: { retryAfterSeconds: attempt.retryAfterSeconds },
            headers: { 'retry-after': String(attempt.retryAfterSeconds) },
          });
        }
      }
      const reference = normalizeReference(request.reference);
      const order = reference ? await findOrder(brand, reference) : null;
      const mine = customer !== null && order !== null && ownedBy(order.owner, customer);
      if (!order || !(mine || (gave && ownedBy(order.owner, given)))) throw new AppError('ORDER_NOT_FOUND');
      await claims.claim(brand.id, actor.id, order.view.reference);
      return order.view;
    },

    /** The connected brands a customer chatted with: those it can track an order of in the customer area. */
    async customerBrands(customerId: string): Promise<OrderBrand[]> {
      return (await connections.connectedBrandsOfCustomer(customerId)).map(brandOf);
    },

    /**
     * A customer's recent orders, found by its verified phone and e-mail: of one brand (its widget id), or of every
     * connected brand it has chatted with. In the every-brand list a store that fails is left out (and logged).
     */
    async customerOrders(customer: CustomerContact, widgetId: string | undefined): Promise<ShopperOrderListResponse> {
      const withBrand = (brand: OrderBrandRow) => (orders: StoreOrder[]) =>
        orders.map((order): ShopperOrder => ({ ...order.view, brand: brandOf(brand) }));
      if (widgetId) {
        const brand = await brandByWidget(widgetId);
        return { items: withBrand(brand)(await ordersFor(brand, customer)).sort(newestFirst) };
      }
      const brands = await connections.connectedBrandsOfCustomer(customer.id);
      const lists = await Promise.all(
        brands.map((brand) =>
          ordersFor(brand, customer)
            .then(withBrand(brand))
            .catch((error: unknown) => {
              logger.info({ brandId: brand.id, err: error }, 'left a brand out of a customer’s orders');
              return [];
            }),
        ),
      );
      return { items: lists.flat().sort(newestFirst) };
    },

    /**
     * The agent console's shopper panel: the shopper's own orders (a customer, by its verified phone and e-mail),
     * and the order numbers the shopper wrote in the chat, each shown only when it is the shopper's: its order by
     * the customer's verified contact, or one the shopper proved by tracking it with the order's phone or e-mail.
     */
    async chatOrders(actor: ChatActor, chatId: string): Promise<ChatOrdersResponse> {
      if (actor.kind !== 'staff') throw new AppError('FORBIDDEN');
      const chat = await deps.chats.get(actor, chatId);
      const brand = await connections.brandById(chat.brandId);
      if (!brand) throw new AppError('CHAT_ROOM_NOT_FOUND');
      // A brand without a store answers why the panel has no orders, whoever the shopper is.
      await connections.storeFor(brand);
      const { shopper } = chat;
      const contact = shopper.kind === 'customer' && shopper.id ? await deps.customerContact(shopper.id) : null;
      const [owned, messages] = await Promise.all([
        contact ? ordersFor(brand, contact) : [],
        deps.chats.messages(actor, chatId, { limit: MENTION_SCAN_MESSAGES }),
      ]);
      const written = messages.items
        .filter(
          (message) => (message.author.kind === 'customer' || message.author.kind === 'guest') && !message.deletedAt,
        )
        .map((message) => message.body)
        .reverse();
      const numbers = orderMentions(written);
      const proven = shopper.id ? await claims.claimed(brand.id, shopper.id, numbers) : new Set<string>();
      // Without a verified contact only the proven numbers can be the shopper's: the rest are not even looked up.
      const candidates = contact ? numbers : numbers.filter((reference) => proven.has(reference));
      const found = await Promise.all(candidates.map((reference) => findOrder(brand, reference)));
      const mentioned = found.filter(
        (order): order is StoreOrder =>
          order !== null && ((contact !== null && ownedBy(order.owner, contact)) || proven.has(order.view.reference)),
      );
      return { items: owned.map((order) => order.view), mentioned: mentioned.map((order) => order.view) };
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;

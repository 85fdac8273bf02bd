import type { FastifyBaseLogger } from 'fastify';
import type { ChatResponse, MessageListQuery, MessageListResponse } from '@tawasul/contracts/chats';
import type { ChatOrdersResponse, OrderView, ShopperOrder, ShopperOrderListResponse } from '@tawasul/contracts/orders';
import { OrderStoreError, type OrderStore } from '../../integrations/order-store.ts';
import { AppError, isAppError } from '../../lib/app-error.ts';
import type { ChatActor, ShopperActor } from '../chats/chat-actor.ts';
import type { OrderCache } from './order-cache.ts';
import { orderMentions } from './order-mentions.ts';
import type { OrderBrandRow } from './store-connections.repo.ts';
import type { StoreConnectionsService } from './store-connections.service.ts';

/** What order look-ups need from the chat engine (its own access rules decide who reads a chat). */
export interface ChatReader {
  get(actor: ChatActor, id: string): Promise<ChatResponse>;
  messages(actor: ChatActor, id: string, query: MessageListQuery): Promise<MessageListResponse>;
}

/** A customer's contact details, as its account holds them. */
export interface CustomerContact {
  id: string;
  phone: string | null;
  email: string | null;
}

/** The shopper's recent messages read for order numbers. */
const MENTION_SCAN_MESSAGES = 200;

/** "#2500101", " 2500101 " and "2500101" are the same order. */
export const normalizeReference = (reference: string) => reference.trim().replace(/^#+/, '').trim();

const brandOf = (brand: OrderBrandRow) => ({
  id: brand.id,
  nameEn: brand.nameEn,
  nameAr: brand.nameAr,
  widgetId: brand.widgetId,
});

const newestFirst = (a: { createdAt: string | null }, b: { createdAt: string | null }) =>
  (b.createdAt ?? '').localeCompare(a.createdAt ?? '');

/**
 * Where orders are shown (issue 9): the widget's "Track order", the customer area's orders, and the agent
 * console's shopper panel. Every answer comes from the brand's store, through a short in-memory cache.
 */
export function createOrdersService(deps: {
  connections: StoreConnectionsService;
  cache: OrderCache;
  chats: ChatReader;
  logger: FastifyBaseLogger;
}) {
  const { connections, cache, logger } = deps;

  /** Runs a store call; store trouble becomes ORDER_TRACKING_FAILED (and marks the connection), success heals it. */
  async function fromStore<T>(brand: OrderBrandRow, call: (store: OrderStore) => Promise<T>): Promise<T> {
    const store = await connections.storeFor(brand);
    try {
      const result = await call(store);
      if (brand.connectionStatus === 'failed') await connections.markConnection(brand, 'connected');
      return result;
    } catch (error) {
      if (isAppError(error)) throw error;
      if (error instanceof OrderStoreError) {
        logger.warn({ brandId: brand.id, failure: error.failure, reason: error.message }, 'order look-up failed');
        if (error.failure === 'unauthorized') await connections.markConnection(brand, 'failed');
      } else {
        logger.error({ brandId: brand.id, err: error }, 'order look-up broke');
      }
      throw new AppError('ORDER_TRACKING_FAILED', { cause: error });
    }
  }

  function findOrder(brand: OrderBrandRow, reference: string): Promise<OrderView | null> {
    return cache.get(brand.id, `order:${reference}`, () => fromStore(brand, (store) => store.findOrder(reference)));
  }

  function ordersFor(brand: OrderBrandRow, contact: { phone: string | null; email: string | null }) {
    if (!contact.phone && !contact.email) return Promise.resolve([]);
    const key = `contact:${contact.phone ?? ''}|${(contact.email ?? '').toLowerCase()}`;
    return cache.get(brand.id, key, () => fromStore(brand, (store) => store.listOrdersFor(contact)));
  }

  async function brandByWidget(widgetId: string): Promise<OrderBrandRow> {
    const brand = await connections.brandByWidgetId(widgetId);
    if (!brand) throw new AppError('INVALID_WIDGET');
    return brand;
  }

  return {
    /** The widget's "Track order": any order of the brand by its number, for a shopper of that brand. */
    async track(actor: ShopperActor, widgetId: string, reference: string): Promise<OrderView> {
      const brand = await brandByWidget(widgetId);
      if (actor.kind === 'guest' && actor.brandId !== brand.id) throw new AppError('FORBIDDEN');
      const normalized = normalizeReference(reference);
      const order = normalized ? await findOrder(brand, normalized) : null;
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      return order;
    },

    /**
     * A customer's recent orders, found by its phone and e-mail: of one brand (its widget id), or of every connected
     * brand it has chatted with. In the every-brand list a store that fails is left out (and logged).
     */
    async customerOrders(customer: CustomerContact, widgetId: string | undefined): Promise<ShopperOrderListResponse> {
      const contact = { phone: customer.phone, email: customer.email };
      const withBrand = (brand: OrderBrandRow) => (orders: OrderView[]) =>
        orders.map((order): ShopperOrder => ({ ...order, brand: brandOf(brand) }));
      if (widgetId) {
        const brand = await brandByWidget(widgetId);
        return { items: withBrand(brand)(await ordersFor(brand, contact)).sort(newestFirst) };
      }
      const brands = await connections.connectedBrandsOfCustomer(customer.id);
      const lists = await Promise.all(
        brands.map((brand) =>
          ordersFor(brand, contact)
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
     * The agent console's shopper panel: the shopper's orders (a customer, by its phone and e-mail) and the order
     * numbers the shopper wrote in the chat that the store knows.
     */
    async chatOrders(actor: ChatActor, chatId: string): Promise<ChatOrdersResponse> {
      if (actor.kind !== 'staff') throw new AppError('FORBIDDEN');
      const chat = await deps.chats.get(actor, chatId);
      const brand = await connections.brandById(chat.brandId);
      if (!brand) throw new AppError('CHAT_ROOM_NOT_FOUND');
      // A brand without a store answers why the panel has no orders, whoever the shopper is.
      await connections.storeFor(brand);
      const { shopper } = chat;
      const [items, messages] = await Promise.all([
        shopper.kind === 'customer' ? ordersFor(brand, { phone: shopper.phone, email: shopper.email }) : [],
        deps.chats.messages(actor, chatId, { limit: MENTION_SCAN_MESSAGES }),
      ]);
      const written = messages.items
        .filter(
          (message) => (message.author.kind === 'customer' || message.author.kind === 'guest') && !message.deletedAt,
        )
        .map((message) => message.body)
        .reverse();
      const found = await Promise.all(orderMentions(written).map((reference) => findOrder(brand, reference)));
      return { items, mentioned: found.filter((order) => order !== null) };
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;

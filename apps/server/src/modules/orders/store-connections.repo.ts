import { and, asc, eq, exists, isNull, or, sql } from 'drizzle-orm';
import type { StoreProblem } from '@tawasul/contracts/brands';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { chatRooms } from '../../db/schema/chats.ts';
import { storeConnections } from '../../db/schema/store-connections.ts';

export type StoreConnectionRow = typeof storeConnections.$inferSelect;
export type NewStoreConnection = typeof storeConnections.$inferInsert;
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Salla tokens as stored: sealed, with their expiry, the granted scopes and when they were issued. */
export interface SealedTokens {
  accessTokenEncrypted: string;
  refreshTokenEncrypted: string;
  tokenExpiresAt: Date;
  scope: string | null;
  tokensIssuedAt: Date;
}

/** First key of the token-refresh advisory locks (the second is the brand). */
const TOKEN_REFRESH_LOCK = 7_301_961;

const brandColumns = {
  id: brands.id,
  nameEn: brands.nameEn,
  nameAr: brands.nameAr,
  widgetId: brands.widgetId,
  orderManager: brands.orderManager,
  connectionStatus: brands.connectionStatus,
  connectionProblem: brands.connectionProblem,
};
export type OrderBrandRow = { [K in keyof typeof brandColumns]: (typeof brands.$inferSelect)[K] };

/** Store connections, and the few brand columns order tracking reads and sets (order manager, connection status). */
export function createStoreConnectionsRepo(db: Database) {
  return {
    async brandById(id: string): Promise<OrderBrandRow | undefined> {
      const [row] = await db.select(brandColumns).from(brands).where(eq(brands.id, id)).limit(1);
      return row;
    },

    async brandByWidgetId(widgetId: string): Promise<OrderBrandRow | undefined> {
      const [row] = await db.select(brandColumns).from(brands).where(eq(brands.widgetId, widgetId)).limit(1);
      return row;
    },

    /** Brands with a store connection that the customer has chatted with, by English name. */
    async connectedBrandsOfCustomer(customerId: string): Promise<OrderBrandRow[]> {
      return db
        .select(brandColumns)
        .from(brands)
        .where(
          and(
            eq(brands.connectionStatus, 'connected'),
            exists(
              db
                .select({ one: sql`1` })
                .from(chatRooms)
                .where(and(eq(chatRooms.brandId, brands.id), eq(chatRooms.customerId, customerId))),
            ),
          ),
        )
        .orderBy(asc(brands.nameEn));
    },

    async connection(brandId: string, executor: Executor = db): Promise<StoreConnectionRow | undefined> {
      const [row] = await executor
        .select()
        .from(storeConnections)
        .where(eq(storeConnections.brandId, brandId))
        .limit(1);
      return row;
    },

    /** Brands a Salla store may be matched to by its domain: Salla's or not yet connected, with their domains. */
    async brandsOpenToSalla(): Promise<{ id: string; allowedDomains: string[]; merchantId: string | null }[]> {
      return db
        .select({ id: brands.id, allowedDomains: brands.allowedDomains, merchantId: storeConnections.merchantId })
        .from(brands)
        .leftJoin(storeConnections, eq(storeConnections.brandId, brands.id))
        .where(or(isNull(brands.orderManager), eq(brands.orderManager, 'salla')));
    },

    async brandIdByMerchant(merchantId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ brandId: storeConnections.brandId })
        .from(storeConnections)
        .where(and(eq(storeConnections.platform, 'salla'), eq(storeConnections.merchantId, merchantId)))
        .limit(1);
      return row?.brandId;
    },

    /**
     * Runs `work` in a transaction holding the brand's token-refresh lock, so that of two requests (on any nodes)
     * that find the token stale, one refreshes and the other reads the result.
     */
    async withBrandLock<T>(brandId: string, work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${TOKEN_REFRESH_LOCK}, hashtext(${brandId}))`);
        return work(tx);
      });
    },

    /**
     * Connects the brand to `values.platform`: sets its order manager when unset and marks it connected, and writes
     * its connection (replacing the previous one). False when the brand's order manager is another platform.
     */
    async connect(values: NewStoreConnection): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(brands)
          .set({
            orderManager: sql`coalesce(${brands.orderManager}, ${values.platform}::order_manager)`,
            connectionStatus: 'connected',
            connectionProblem: null,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(brands.id, values.brandId),
              or(isNull(brands.orderManager), eq(brands.orderManager, values.platform)),
            ),
          )
          .returning({ id: brands.id });
        if (updated.length === 0) return false;
        const { brandId: _brandId, ...rest } = values;
        await tx
          .insert(storeConnections)
          .values(values)
          .onConflictDoUpdate({
            target: storeConnections.brandId,
            set: {
              storeUrl: null,
              accountEmail: null,
              apiKeyEncrypted: null,
              merchantId: null,
              accessTokenEncrypted: null,
              refreshTokenEncrypted: null,
              tokenExpiresAt: null,
              storeName: null,
              ...rest,
              connectedAt: sql`now()`,
              updatedAt: sql`now()`,
            },
          });
        return true;
      });
    },

    async saveTokens(executor: Executor, brandId: string, tokens: SealedTokens): Promise<void> {
      await executor
        .update(storeConnections)
        .set({ ...tokens, updatedAt: sql`now()` })
        .where(eq(storeConnections.brandId, brandId));
    },

    /** The brand's connection status and, when the store's last answer failed, why. */
    async setConnectionState(
      brandId: string,
      status: 'connected' | 'failed' | 'not_connected',
      problem: StoreProblem | null,
    ): Promise<void> {
      await db
        .update(brands)
        .set({ connectionStatus: status, connectionProblem: problem, updatedAt: sql`now()` })
        .where(eq(brands.id, brandId));
    },

    /**
     * Salla uninstalled the app: the tokens are erased and the brand is no longer connected. The merchant id stays,
     * so that a later `app.store.authorize` of the same store reconnects this brand.
     */
    async disconnectSalla(brandId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(storeConnections)
          .set({
            accessTokenEncrypted: null,
            refreshTokenEncrypted: null,
            tokenExpiresAt: null,
            scope: null,
            updatedAt: sql`now()`,
          })
          .where(eq(storeConnections.brandId, brandId));
        await tx
          .update(brands)
          .set({ connectionStatus: 'not_connected', connectionProblem: null, updatedAt: sql`now()` })
          .where(eq(brands.id, brandId));
      });
    },
  };
}
export type StoreConnectionsRepo = ReturnType<typeof createStoreConnectionsRepo>;

import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { orderManager } from './enums.ts';

/**
 * How Tawasul reaches a brand's store (DESIGN.md section 7): one row per connected brand. Salla keeps OAuth tokens
 * and the merchant id (to match `app.store.authorize` webhooks); CS-Cart keeps the store URL, the admin e-mail and
 * the API key. Every secret is sealed with AUTH_SECRET (lib/secret-box.ts) under a context naming the column and
 * the brand, so a value copied to another row does not open.
 */
export const storeConnections = pgTable(
  'store_connections',
  {
    brandId: uuid('brand_id')
      .primaryKey()
      .references(() => brands.id, { onDelete: 'cascade' }),
    platform: orderManager('platform').notNull(),
    /** CS-Cart: the store's address (its API is `{storeUrl}/api`). */
    storeUrl: text('store_url'),
    /** CS-Cart: the administrator's e-mail (the HTTP Basic user name). */
    accountEmail: text('account_email'),
    apiKeyEncrypted: text('api_key_encrypted'),
    /** Salla: the merchant (store) id, as Salla's webhooks name it. */
    merchantId: text('merchant_id'),
    accessTokenEncrypted: text('access_token_encrypted'),
    /** Salla refresh tokens are single use: replaced, under a per-brand lock, each time one is spent. */
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    storeName: text('store_name'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One store, one brand: a webhook's merchant id must lead to exactly one brand.
    uniqueIndex('store_connections_merchant_key')
      .on(table.platform, table.merchantId)
      .where(sql`${table.merchantId} is not null`),
  ],
);

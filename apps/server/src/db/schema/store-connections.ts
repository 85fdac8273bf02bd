import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { orderManager } from './enums.ts';
import { users } from './users.ts';

/**
 * How Tawasul reaches a brand's store (DESIGN.md section 7): one row per connected brand. Salla keeps OAuth tokens
 * and the merchant id (to match `app.store.authorize` webhooks); CS-Cart keeps the store URL, the admin e-mail,
 * the API key and the store's primary currency. Every secret is sealed with AUTH_SECRET (lib/secret-box.ts) under a
 * context naming the column and the brand, so a value copied to another row does not open.
 */
export const storeConnections = pgTable(
  'store_connections',
  {
    brandId: uuid('brand_id')
      .primaryKey()
      .references(() => brands.id, { onDelete: 'cascade' }),
    platform: orderManager('platform').notNull(),
    /** CS-Cart: the store's address (its API is `{storeUrl}/api`, or `…/api.php`). */
    storeUrl: text('store_url'),
    /** CS-Cart: the administrator's e-mail (the HTTP Basic user name). */
    accountEmail: text('account_email'),
    apiKeyEncrypted: text('api_key_encrypted'),
    /** CS-Cart: the store's primary currency (ISO 4217); every amount CS-Cart stores is in it. */
    currency: text('currency'),
    /** Salla: the merchant (store) id, as Salla's webhooks name it. */
    merchantId: text('merchant_id'),
    accessTokenEncrypted: text('access_token_encrypted'),
    /** Salla refresh tokens are single use: replaced, under a per-brand lock, each time one is spent. */
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** Salla: the scopes the merchant granted. */
    scope: text('scope'),
    /** Salla: when the stored tokens were issued; webhook events older than this are ignored. */
    tokensIssuedAt: timestamp('tokens_issued_at', { withTimezone: true }),
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

/**
 * The Salla connect popup's OAuth `state`s (Custom Mode): each is bound to the browser that started it (the hash of
 * a nonce kept in that browser's cookie) and used once. Only hashes are stored.
 */
export const sallaOauthStates = pgTable(
  'salla_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    nonceHash: text('nonce_hash').notNull(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The page that opened the popup; the callback posts its result there only. */
    openerOrigin: text('opener_origin').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('salla_oauth_states_expires_at_idx').on(table.expiresAt)],
);

/**
 * Salla stores that installed the app (Easy Mode, or from the App Store) and matched no brand by their domain: an
 * admin assigns each to a brand in the back office. Tokens are sealed under the merchant id until then.
 */
export const sallaInstallations = pgTable(
  'salla_installations',
  {
    merchantId: text('merchant_id').primaryKey(),
    storeName: text('store_name'),
    /** The store's address as Salla tells it (`https://salla.sa/my-store` or its own domain). */
    storeDomain: text('store_domain'),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    refreshTokenEncrypted: text('refresh_token_encrypted').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    scope: text('scope'),
    tokensIssuedAt: timestamp('tokens_issued_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('salla_installations_created_at_idx').on(table.createdAt),
    // The back office searches by store name or address.
    index('salla_installations_store_name_trgm_idx').using('gin', sql`${table.storeName} gin_trgm_ops`),
  ],
);

/**
 * Orders a shopper proved to be its own by giving the order's phone or e-mail (tracking in the widget): the agent
 * console's panel shows a number the shopper wrote only when it is the shopper's.
 */
export const orderClaims = pgTable(
  'order_claims',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** A guest's or a customer's id (the chat's shopper). */
    shopperId: uuid('shopper_id').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.shopperId, table.reference] })],
);

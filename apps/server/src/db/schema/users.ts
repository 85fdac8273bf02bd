import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { productLanguage, userRole } from './enums.ts';

/**
 * The identity aggregate. Column names follow better-auth's user, session, account and verification models (with
 * the admin and phone-number plugins' fields) so its Drizzle adapter can use them as they are.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: userRole('role').notNull().default('customer'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    phoneNumber: text('phone_number'),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    firstNameEn: text('first_name_en'),
    lastNameEn: text('last_name_en'),
    firstNameAr: text('first_name_ar'),
    lastNameAr: text('last_name_ar'),
    gamerId: text('gamer_id'),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
    isOnline: boolean('is_online').notNull().default(false),
    /**
     * Agents: offline because every socket was gone for the grace period, not by choice. A socket of theirs coming
     * back puts them online again; an agent who chose offline stays offline (decision 017).
     */
    offlineByAbsence: boolean('offline_by_absence').notNull().default(false),
    /** Agents: when one of its sockets last checked in (it goes offline by itself 60 s after the last is gone). */
    presenceSeenAt: timestamp('presence_seen_at', { withTimezone: true }),
    /** Agents: the router's tie-breaker (least recently assigned first). */
    lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
    language: productLanguage('language').notNull().default('en'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_phone_number_key').on(table.phoneNumber),
    uniqueIndex('users_gamer_id_key').on(table.gamerId),
    index('users_role_brand_idx').on(table.role, table.brandId),
    index('users_brand_id_idx').on(table.brandId),
    index('users_created_at_idx').on(table.createdAt),
    // The back-office lists (agents, brand managers, customers) filter by role and sort by these.
    index('users_role_created_at_idx').on(table.role, table.createdAt),
    index('users_role_name_idx').on(table.role, sql`lower(${table.name})`),
    index('users_role_last_sign_in_at_idx').on(table.role, table.lastSignInAt),
    // Chat Management's search finds chats by their shopper's or agent's name, phone or e-mail, anywhere in it.
    index('users_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('users_phone_number_trgm_idx').using('gin', sql`${table.phoneNumber} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: uuid('impersonated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sessions_token_key').on(table.token), index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('accounts_user_id_idx').on(table.userId),
    uniqueIndex('accounts_provider_account_key').on(table.providerId, table.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

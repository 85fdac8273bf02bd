import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';

/** Anonymous shoppers who chat from a brand's widget without an account. */
export const guests = pgTable(
  'guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('guests_brand_created_idx').on(table.brandId, table.createdAt),
    index('guests_brand_last_seen_idx').on(table.brandId, table.lastSeenAt),
    index('guests_created_at_idx').on(table.createdAt),
    index('guests_last_seen_at_idx').on(table.lastSeenAt),
    // Chat Management's search finds chats by their guest's name, anywhere in it.
    index('guests_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

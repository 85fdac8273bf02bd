import { bigint, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { users } from './users.ts';

export const authEventKind = pgEnum('auth_event_kind', ['sign_in', 'sign_out']);

/** Every staff sign-in and sign-out, for the agent login log (append-only). */
export const authEvents = pgTable(
  'auth_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    kind: authEventKind('kind').notNull(),
    method: text('method'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_events_user_at_idx').on(table.userId, table.at),
    index('auth_events_brand_at_idx').on(table.brandId, table.at),
  ],
);

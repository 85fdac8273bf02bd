import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { messageChannel } from './enums.ts';

/** E-mails and SMS kept when no provider is configured (development), readable at /api/dev/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: messageChannel('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_messages_created_at_idx').on(table.createdAt),
    index('outbox_messages_to_idx').on(table.to, table.createdAt),
  ],
);

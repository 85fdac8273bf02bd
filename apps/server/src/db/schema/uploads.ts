import { bigint, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { guests } from './guests.ts';
import { users } from './users.ts';

export const uploadKind = pgEnum('upload_kind', ['image', 'document', 'video']);

/** Files people uploaded; the bytes live in storage under `storageKey`, their type was read from the bytes. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: uploadKind('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** A widget guest's chat attachment (guests have no user row). */
    uploadedByGuestId: uuid('uploaded_by_guest_id').references(() => guests.id, { onDelete: 'set null' }),
    /**
     * The chat message it was sent with (set when first sent; chat_messages.id, without a foreign key so the link
     * outlives the message: a file whose message is gone stays unreadable). A linked file is served to the chat's
     * readers only (docs/decisions/026).
     */
    messageId: uuid('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_uploaded_by_idx').on(table.uploadedBy, table.createdAt)],
);

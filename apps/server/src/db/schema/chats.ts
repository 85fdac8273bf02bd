import { sql } from 'drizzle-orm';
import type { SystemKey } from '@tawasul/contracts/system-messages';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { productLanguage } from './enums.ts';
import { guests } from './guests.ts';
import { users } from './users.ts';

export const chatStatus = pgEnum('chat_status', ['new', 'waiting_for_agent', 'pending_acceptance', 'open', 'closed']);
export const messageAuthor = pgEnum('message_author', ['customer', 'guest', 'agent', 'staff', 'system']);
export const messageKind = pgEnum('message_kind', ['text', 'attachment', 'canned', 'system']);
export const chatEventKind = pgEnum('chat_event_kind', [
  'started',
  'waiting',
  'offered',
  'accepted',
  'declined',
  'lapsed',
  'reassigned',
  'message',
  'closed',
  'reopened',
  // The shopper's satisfaction rating of a closing (`data`: score, comment); reports average them per agent.
  'rated',
]);

export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A short number people can say aloud. */
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'restrict' }),
    status: chatStatus('status').notNull().default('new'),
    language: productLanguage('language').notNull().default('en'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    /** The agent of the chat when it closed: a reopened chat prefers it. */
    previousAgentId: uuid('previous_agent_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessagePreview: text('last_message_preview'),
    /** The inactivity sweep closes a chat this long after the shopper last wrote (or it started). */
    lastShopperMessageAt: timestamp('last_shopper_message_at', { withTimezone: true }),
    /** The first shopper message no agent has answered yet (the agent response delay counts from it). */
    awaitingAgentSince: timestamp('awaiting_agent_since', { withTimezone: true }),
    /** The first agent message the shopper has not answered yet (the customer response delay counts from it). */
    awaitingShopperSince: timestamp('awaiting_shopper_since', { withTimezone: true }),
    /** Set when the agent response-delay alert fired for the current unanswered streak; cleared by a reply. */
    agentDelayAlertedAt: timestamp('agent_delay_alerted_at', { withTimezone: true }),
    /** Set when the shopper was reminded for the current streak of agent messages; cleared by its reply. */
    shopperRemindedAt: timestamp('shopper_reminded_at', { withTimezone: true }),
    /**
     * The shopper's rating (1–5) of the chat's current closing, and its optional comment: every close clears them, so a
     * reopened chat closed again is asked again. Each rating is also a `rated` event (the reports read those).
     */
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    shopperDeliveredSeq: bigint('shopper_delivered_seq', { mode: 'number' }).notNull().default(0),
    shopperReadSeq: bigint('shopper_read_seq', { mode: 'number' }).notNull().default(0),
    agentDeliveredSeq: bigint('agent_delivered_seq', { mode: 'number' }).notNull().default(0),
    agentReadSeq: bigint('agent_read_seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('chat_rooms_rating_range', sql`${table.rating} between 1 and 5`),
    index('chat_rooms_brand_status_started_idx').on(table.brandId, table.status, table.startedAt),
    index('chat_rooms_agent_status_idx').on(table.agentId, table.status),
    index('chat_rooms_customer_idx').on(table.customerId, table.startedAt),
    index('chat_rooms_guest_idx').on(table.guestId, table.startedAt),
    index('chat_rooms_started_at_idx').on(table.startedAt),
    uniqueIndex('chat_rooms_number_key').on(table.number),
    index('chat_rooms_status_started_idx').on(table.status, table.startedAt),
    index('chat_rooms_agent_started_idx').on(table.agentId, table.startedAt),
    // The router's queue (oldest waiting first) and the sweeps' scans, each over the few chats in one status.
    index('chat_rooms_queue_idx')
      .on(table.brandId, table.waitingSince)
      .where(sql`status = 'waiting_for_agent'`),
    index('chat_rooms_offered_idx')
      .on(table.offeredAt)
      .where(sql`status = 'pending_acceptance'`),
    index('chat_rooms_active_last_message_idx')
      .on(table.lastMessageAt)
      .where(sql`status <> 'closed'`),
    // A shopper's chats, newest activity first (the widget's and the customer area's lists).
    index('chat_rooms_customer_activity_idx').on(
      table.customerId,
      sql`coalesce(${table.lastMessageAt}, ${table.startedAt})`,
    ),
    index('chat_rooms_guest_activity_idx').on(table.guestId, sql`coalesce(${table.lastMessageAt}, ${table.startedAt})`),
    // Chat Management's list: a brand's chats by start (its default order, date ranges, its
    // count), and every brand's or one brand's chats by latest activity.
    index('chat_rooms_brand_started_idx').on(table.brandId, table.startedAt),
    index('chat_rooms_activity_idx').on(sql`coalesce(${table.lastMessageAt}, ${table.startedAt})`),
    index('chat_rooms_brand_activity_idx').on(table.brandId, sql`coalesce(${table.lastMessageAt}, ${table.startedAt})`),
    // An agent's chats as it reads them (its own, and the closed ones it had last), newest activity first: the
    // console's search (decision 029).
    index('chat_rooms_reader_agent_activity_idx').on(
      sql`coalesce(${table.agentId}, ${table.previousAgentId})`,
      sql`coalesce(${table.lastMessageAt}, ${table.startedAt})`,
    ),
  ],
);

/** Messages; `id` is generated by the sender so a resend is stored once. Deleted ones keep their body for audit. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    authorKind: messageAuthor('author_kind').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorGuestId: uuid('author_guest_id').references(() => guests.id, { onDelete: 'set null' }),
    kind: messageKind('kind').notNull().default('text'),
    body: text('body').notNull().default(''),
    systemKey: text('system_key').$type<SystemKey>(),
    systemParams: jsonb('system_params').$type<Record<string, string | number>>(),
    attachments: jsonb('attachments').$type<unknown[]>().notNull().default([]),
    caseId: uuid('case_id'),
    /** An internal note: staff only (the chat's agent, the brand's managers, admins); no shopper ever receives it. */
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_messages_chat_seq_idx').on(table.chatId, table.seq),
    index('chat_messages_author_user_idx').on(table.authorUserId, table.createdAt),
    // The words people wrote (not the system's lines), found by any part: the console's search (decision 029).
    index('chat_messages_body_trgm_idx')
      .using('gin', sql`${table.body} gin_trgm_ops`)
      .where(sql`author_kind <> 'system'`),
  ],
);

/** Append-only history of every chat change; reports read only this and presence intervals. */
export const chatEvents = pgTable(
  'chat_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: chatEventKind('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_events_brand_at_idx').on(table.brandId, table.at),
    index('chat_events_agent_at_idx').on(table.agentId, table.at),
    index('chat_events_chat_idx').on(table.chatId, table.at),
    // Reports (docs/decisions/013): some kinds of event over a period, of one brand or of every brand.
    index('chat_events_brand_kind_at_idx').on(table.brandId, table.kind, table.at),
    index('chat_events_kind_at_idx').on(table.kind, table.at),
  ],
);

/** An agent's online intervals; `endedAt` is null while online. */
export const agentPresenceIntervals = pgTable(
  'agent_presence_intervals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('agent_presence_agent_started_idx').on(table.agentId, table.startedAt),
    index('agent_presence_brand_started_idx').on(table.brandId, table.startedAt),
  ],
);

export const criticalWordSource = pgEnum('critical_word_source', ['brand', 'category']);

/** Shopper messages that held a critical word (Critical Message screen). */
export const criticalMessages = pgTable(
  'critical_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    source: criticalWordSource('source').notNull(),
    categoryId: uuid('category_id'),
    titleEn: text('title_en').notNull().default(''),
    titleAr: text('title_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    excerpt: text('excerpt').notNull(),
    handled: boolean('handled').notNull().default(false),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('critical_messages_created_idx').on(table.createdAt),
    index('critical_messages_brand_created_idx').on(table.brandId, table.createdAt),
    index('critical_messages_handled_created_idx').on(table.handled, table.createdAt),
    index('critical_messages_chat_idx').on(table.chatId),
  ],
);

/** The staff notification centre: one row per person and event. */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    chatId: uuid('chat_id').references(() => chatRooms.id, { onDelete: 'cascade' }),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_notifications_user_created_idx').on(table.userId, table.createdAt),
    index('staff_notifications_unread_idx')
      .on(table.userId)
      .where(sql`read_at is null`),
  ],
);

/**
 * What the shopper is told (the brand's "agent assigned" and "agent message" toggles): one row per customer or guest
 * and event, pushed live and listed in the customer area. A chat keeps at most one unread `agent_message` row,
 * updated in place by each further agent message (see docs/decisions/012).
 */
export const shopperNotifications = pgTable(
  'shopper_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    agentName: text('agent_name'),
    /** The agent's Arabic name, when it has one (Arabic readers show it instead of `agent_name`). */
    agentNameAr: text('agent_name_ar'),
    preview: text('preview'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** For a coalesced agent message: the time of the latest message it stands for. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('shopper_notifications_one_shopper', sql`(customer_id is null) <> (guest_id is null)`),
    index('shopper_notifications_customer_created_idx').on(table.customerId, table.createdAt),
    index('shopper_notifications_guest_created_idx').on(table.guestId, table.createdAt),
    index('shopper_notifications_customer_unread_idx')
      .on(table.customerId)
      .where(sql`read_at is null`),
    index('shopper_notifications_guest_unread_idx')
      .on(table.guestId)
      .where(sql`read_at is null`),
    uniqueIndex('shopper_notifications_unread_message_key')
      .on(table.chatId)
      .where(sql`kind = 'agent_message' and read_at is null`),
  ],
);

import { boolean, integer, jsonb, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationConfig, PresetMessages } from '@tawasul/contracts/settings';
import { brands } from './brands.ts';

/** The platform defaults (one row, id 1) that every brand uses unless it sets its own value. */
export const platformSettings = pgTable('platform_settings', {
  id: smallint('id').primaryKey().default(1),
  customerInactivityTimeoutHours: integer('customer_inactivity_timeout_hours').notNull().default(24),
  maxConversationsPerAgent: integer('max_conversations_per_agent').notNull().default(5),
  messageEditMinutes: integer('message_edit_minutes').notNull().default(15),
  messageDeleteMinutes: integer('message_delete_minutes').notNull().default(15),
  waitingTimeoutMinutes: integer('waiting_timeout_minutes').notNull().default(2),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A brand's own settings: a null general value means "the platform default". */
export const brandSettings = pgTable('brand_settings', {
  brandId: uuid('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  customerInactivityTimeoutHours: integer('customer_inactivity_timeout_hours'),
  maxConversationsPerAgent: integer('max_conversations_per_agent'),
  messageEditMinutes: integer('message_edit_minutes'),
  messageDeleteMinutes: integer('message_delete_minutes'),
  waitingTimeoutMinutes: integer('waiting_timeout_minutes'),
  presetMessages: jsonb('preset_messages').$type<PresetMessages>(),
  notificationConfig: jsonb('notification_config').$type<NotificationConfig>(),
  notifyCustomerMessage: boolean('notify_customer_message').notNull().default(true),
  notifyAgentMessage: boolean('notify_agent_message').notNull().default(true),
  notifyReopenChat: boolean('notify_reopen_chat').notNull().default(true),
  notifyAgentAssigned: boolean('notify_agent_assigned').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

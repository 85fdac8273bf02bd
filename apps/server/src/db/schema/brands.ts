import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderManager, storeProblem } from './enums.ts';

export const storeConnectionStatus = pgEnum('store_connection_status', ['not_connected', 'connected', 'failed']);

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    email: text('email').notNull(),
    /** An upload id (uploads.id); kept without a foreign key so brands and uploads stay separate aggregates. */
    logoUploadId: uuid('logo_upload_id'),
    bannerUploadIds: uuid('banner_upload_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    orderManager: orderManager('order_manager'),
    connectionStatus: storeConnectionStatus('connection_status').notNull().default('not_connected'),
    /** What went wrong on the store's last answer (null once it answers again). */
    connectionProblem: storeProblem('connection_problem'),
    /** The store API key, encrypted with AUTH_SECRET (AES-256-GCM); never returned by the API. */
    apiKeyEncrypted: text('api_key_encrypted'),
    widgetId: text('widget_id').notNull(),
    primaryColor: text('primary_color').notNull().default('#7950f2'),
    secondaryColor: text('secondary_color').notNull().default('#228be6'),
    chatButtonLabelEn: text('chat_button_label_en').notNull().default('Chat with us'),
    chatButtonLabelAr: text('chat_button_label_ar').notNull().default('تحدث معنا'),
    allowedDomains: text('allowed_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    timeZone: text('time_zone').notNull().default('Asia/Riyadh'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('brands_widget_id_key').on(table.widgetId),
    uniqueIndex('brands_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('brands_name_en_key').on(sql`lower(${table.nameEn})`),
    uniqueIndex('brands_name_ar_key').on(table.nameAr),
    index('brands_created_at_idx').on(table.createdAt),
  ],
);

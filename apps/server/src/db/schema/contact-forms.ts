import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { productLanguage } from './enums.ts';

/** A brand's contact form texts and notification address; the defaults apply until it saves its own. */
export const contactFormSettings = pgTable('contact_form_settings', {
  brandId: uuid('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  messageLabelEn: text('message_label_en').notNull(),
  messageLabelAr: text('message_label_ar').notNull(),
  messagePlaceholderEn: text('message_placeholder_en').notNull().default(''),
  messagePlaceholderAr: text('message_placeholder_ar').notNull().default(''),
  successMessageEn: text('success_message_en').notNull(),
  successMessageAr: text('success_message_ar').notNull(),
  notificationEmail: text('notification_email'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What shoppers sent through a brand's contact form. Kept when the brand would be deleted (restrict): a brand with
 * requests is refused deletion. `search_text` is the normalised name, e-mail, phone and message.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    language: productLanguage('language').notNull(),
    handled: boolean('handled').notNull().default(false),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_requests_brand_created_at_idx').on(table.brandId, table.createdAt),
    index('contact_requests_handled_created_at_idx').on(table.handled, table.createdAt),
    index('contact_requests_created_at_idx').on(table.createdAt),
    index('contact_requests_name_idx').on(sql`lower(${table.name})`),
    index('contact_requests_email_idx').on(table.email),
    index('contact_requests_search_text_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

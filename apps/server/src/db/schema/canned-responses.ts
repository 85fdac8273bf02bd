import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';

/** Canned-response categories (admin): shared by every brand; their critical words flag shopper messages. */
export const cannedResponseCategories = pgTable(
  'canned_response_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    criticalWords: text('critical_words').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('canned_response_categories_name_en_key').on(sql`lower(${table.nameEn})`),
    uniqueIndex('canned_response_categories_name_ar_key').on(table.nameAr),
    index('canned_response_categories_created_at_idx').on(table.createdAt),
  ],
);

/**
 * A brand's prepared answer: texts, product images, documents and an optional video, sent by agents in chats.
 * Media are upload ids without foreign keys (uploads are their own aggregate, as for brands). `search_text` is the
 * normalised titles and descriptions (lib/search-text.ts), written with every change and indexed with pg_trgm.
 */
export const cannedResponseCases = pgTable(
  'canned_response_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    titleEn: text('title_en').notNull().default(''),
    titleAr: text('title_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    imageUploadIds: uuid('image_upload_ids').array().notNull(),
    documentUploadIds: uuid('document_upload_ids').array().notNull(),
    videoUploadId: uuid('video_upload_id'),
    /** The embed address (YouTube and Vimeo links are stored converted). */
    videoUrl: text('video_url'),
    active: boolean('active').notNull().default(true),
    searchTitle: text('search_title').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('canned_response_cases_brand_created_at_idx').on(table.brandId, table.createdAt),
    index('canned_response_cases_active_idx').on(table.active, table.createdAt),
    index('canned_response_cases_created_at_idx').on(table.createdAt),
    index('canned_response_cases_updated_at_idx').on(table.updatedAt),
    index('canned_response_cases_title_en_idx').on(sql`lower(${table.titleEn})`),
    index('canned_response_cases_title_ar_idx').on(table.titleAr),
    index('canned_response_cases_search_text_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** Which categories a case is filed under; a category in use cannot be deleted (restrict). */
export const cannedResponseCaseCategories = pgTable(
  'canned_response_case_categories',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => cannedResponseCases.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => cannedResponseCategories.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.caseId, table.categoryId] }),
    index('canned_response_case_categories_category_idx').on(table.categoryId, table.caseId),
  ],
);

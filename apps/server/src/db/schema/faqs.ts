import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';

/**
 * Questions and answers in display order: a brand's (shown in its widget) or, with no brand, the public site's own
 * (the CMS FAQ on the landing page). `search_text` is the normalised questions and answers (lib/search-text.ts).
 */
export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: the public site's FAQ. */
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    questionEn: text('question_en').notNull().default(''),
    questionAr: text('question_ar').notNull().default(''),
    answerEn: text('answer_en').notNull().default(''),
    answerAr: text('answer_ar').notNull().default(''),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull(),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('faqs_brand_position_idx').on(table.brandId, table.position),
    index('faqs_brand_active_position_idx').on(table.brandId, table.active, table.position),
    index('faqs_brand_created_at_idx').on(table.brandId, table.createdAt),
    index('faqs_brand_question_en_idx').on(table.brandId, sql`lower(${table.questionEn})`),
    index('faqs_search_text_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

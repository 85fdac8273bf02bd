import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LandingPageContent } from '@tawasul/contracts/cms';

/** The public site's pages (`/pages/{slug}`); content is HTML sanitised on write. */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    contentEn: text('content_en').notNull().default(''),
    contentAr: text('content_ar').notNull().default(''),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cms_pages_slug_key').on(table.slug),
    index('cms_pages_published_idx').on(table.published, table.createdAt),
    index('cms_pages_created_at_idx').on(table.createdAt),
    index('cms_pages_updated_at_idx').on(table.updatedAt),
    index('cms_pages_title_en_idx').on(sql`lower(${table.titleEn})`),
  ],
);

/** The landing page form: one row (id 1), stored as the form's parsed content. */
export const landingPage = pgTable('landing_page', {
  id: smallint('id').primaryKey().default(1),
  content: jsonb('content').$type<LandingPageContent>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

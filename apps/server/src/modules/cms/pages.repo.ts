import { and, asc, count, desc, eq, getTableColumns, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CmsPageListQuery } from '@tawasul/contracts/cms';
import type { Database } from '../../db/client.ts';
import { cmsPages } from '../../db/schema/cms.ts';
import { containsPattern, pageOffset, pageWithTotal } from '../../lib/list-sql.ts';

export type PageRow = typeof cmsPages.$inferSelect;
export type PageValues = Omit<typeof cmsPages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type PageSummaryRow = Omit<PageRow, 'contentEn' | 'contentAr'>;

const { contentEn: _contentEn, contentAr: _contentAr, ...summaryColumns } = getTableColumns(cmsPages);

const SORTS = {
  titleEn: sql`lower(${cmsPages.titleEn})`,
  slug: sql`${cmsPages.slug}`,
  createdAt: sql`${cmsPages.createdAt}`,
  updatedAt: sql`${cmsPages.updatedAt}`,
} as const;

/** The public site's pages. */
export function createPagesRepo(db: Database) {
  return {
    async list(query: CmsPageListQuery): Promise<{ rows: PageSummaryRow[]; total: number }> {
      const pattern = query.search ? containsPattern(query.search) : undefined;
      const where: SQL | undefined = and(
        pattern
          ? or(ilike(cmsPages.titleEn, pattern), ilike(cmsPages.titleAr, pattern), ilike(cmsPages.slug, pattern))
          : undefined,
        query.published === undefined ? undefined : eq(cmsPages.published, query.published),
      );
      const direction = query.order === 'asc' ? asc : desc;
      return pageWithTotal(
        db
          .select(summaryColumns)
          .from(cmsPages)
          .where(where)
          .orderBy(direction(SORTS[query.sort]), asc(cmsPages.id))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ total: count() }).from(cmsPages).where(where),
      );
    },

    async findById(id: string): Promise<PageRow | undefined> {
      const [row] = await db.select().from(cmsPages).where(eq(cmsPages.id, id)).limit(1);
      return row;
    },

    async findPublished(slug: string): Promise<PageRow | undefined> {
      const [row] = await db
        .select()
        .from(cmsPages)
        .where(and(eq(cmsPages.slug, slug), eq(cmsPages.published, true)))
        .limit(1);
      return row;
    },

    /** Published pages for the footer, by English title. */
    async publishedLinks(): Promise<Pick<PageRow, 'slug' | 'titleEn' | 'titleAr'>[]> {
      return db
        .select({ slug: cmsPages.slug, titleEn: cmsPages.titleEn, titleAr: cmsPages.titleAr })
        .from(cmsPages)
        .where(eq(cmsPages.published, true))
        .orderBy(SORTS.titleEn, asc(cmsPages.id));
    },

    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: cmsPages.id })
        .from(cmsPages)
        .where(and(eq(cmsPages.slug, slug), exceptId ? ne(cmsPages.id, exceptId) : undefined))
        .limit(1);
      return Boolean(row);
    },

    async insert(values: PageValues): Promise<PageRow> {
      const [row] = await db.insert(cmsPages).values(values).returning();
      if (!row) throw new Error('page insert returned nothing');
      return row;
    },

    async update(id: string, values: PageValues): Promise<PageRow | undefined> {
      const [row] = await db
        .update(cmsPages)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(cmsPages.id, id))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(cmsPages).where(eq(cmsPages.id, id)).returning({ id: cmsPages.id });
      return rows.length > 0;
    },
  };
}
export type PagesRepo = ReturnType<typeof createPagesRepo>;

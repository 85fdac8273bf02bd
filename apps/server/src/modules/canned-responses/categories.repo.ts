import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CategoryListQuery } from '@tawasul/contracts/canned-responses';
import type { Database } from '../../db/client.ts';
import { cannedResponseCaseCategories, cannedResponseCategories } from '../../db/schema/canned-responses.ts';
import { containsPattern, pageOffset, pageWithTotal } from '../../lib/list-sql.ts';

export type CategoryRow = typeof cannedResponseCategories.$inferSelect;
export type NewCategory = typeof cannedResponseCategories.$inferInsert;
export type CategoryWithCount = CategoryRow & { casesCount: number };

const categories = cannedResponseCategories;
const links = cannedResponseCaseCategories;

const withCount = {
  ...getTableColumns(categories),
  casesCount: sql<number>`(
    select count(*) from ${links} where ${links}.${sql.identifier(links.categoryId.name)} = ${categories}.${sql.identifier(categories.id.name)}
  )`.mapWith(Number),
};

// The same expressions as the unique indexes, so PostgreSQL can read them in order.
const SORTS = {
  nameEn: sql`lower(${categories.nameEn})`,
  nameAr: sql`${categories.nameAr}`,
  createdAt: sql`${categories.createdAt}`,
} as const;

/** Canned-response categories and the cases filed under them. */
export function createCategoriesRepo(db: Database) {
  return {
    async list(query: CategoryListQuery): Promise<{ rows: CategoryWithCount[]; total: number }> {
      const pattern = query.search ? containsPattern(query.search) : undefined;
      const where: SQL | undefined = pattern
        ? or(
            ilike(categories.nameEn, pattern),
            ilike(categories.nameAr, pattern),
            sql`array_to_string(${categories.criticalWords}, ' ') ilike ${pattern}`,
          )
        : undefined;
      const direction = query.order === 'asc' ? asc : desc;
      return pageWithTotal(
        db
          .select(withCount)
          .from(categories)
          .where(where)
          .orderBy(direction(SORTS[query.sort]), asc(categories.id))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ total: count() }).from(categories).where(where),
      );
    },

    async findById(id: string): Promise<CategoryWithCount | undefined> {
      const [row] = await db.select(withCount).from(categories).where(eq(categories.id, id)).limit(1);
      return row;
    },

    async criticalWords(): Promise<Pick<CategoryRow, 'id' | 'nameEn' | 'nameAr' | 'criticalWords'>[]> {
      return db
        .select({
          id: categories.id,
          nameEn: categories.nameEn,
          nameAr: categories.nameAr,
          criticalWords: categories.criticalWords,
        })
        .from(categories);
    },

    async options(): Promise<Pick<CategoryRow, 'id' | 'nameEn' | 'nameAr'>[]> {
      return db
        .select({ id: categories.id, nameEn: categories.nameEn, nameAr: categories.nameAr })
        .from(categories)
        .orderBy(SORTS.nameEn, asc(categories.id));
    },

    /** Which of `ids` are categories. */
    async existingIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    /** Compared as the unique indexes compare: English in any letter case, Arabic as written. */
    async findConflicts(
      values: Pick<CategoryRow, 'nameEn' | 'nameAr'>,
      exceptId?: string,
    ): Promise<{ nameEn: boolean; nameAr: boolean }> {
      const sameEn = sql<boolean>`lower(${categories.nameEn}) = lower(${values.nameEn})`;
      const sameAr = sql<boolean>`${categories.nameAr} = ${values.nameAr}`;
      const rows = await db
        .select({ nameEn: sameEn, nameAr: sameAr })
        .from(categories)
        .where(and(or(sameEn, sameAr), exceptId ? ne(categories.id, exceptId) : undefined));
      return { nameEn: rows.some((row) => row.nameEn), nameAr: rows.some((row) => row.nameAr) };
    },

    async insert(values: NewCategory): Promise<CategoryRow> {
      const [row] = await db.insert(categories).values(values).returning();
      if (!row) throw new Error('category insert returned nothing');
      return row;
    },

    async update(id: string, values: Partial<NewCategory>): Promise<CategoryRow | undefined> {
      const [row] = await db
        .update(categories)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(categories.id, id))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
      return rows.length > 0;
    },
  };
}
export type CategoriesRepo = ReturnType<typeof createCategoriesRepo>;

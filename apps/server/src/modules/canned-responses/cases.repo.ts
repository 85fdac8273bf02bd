import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { CannedCaseListQuery, CategoryOption } from '@tawasul/contracts/canned-responses';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { caseSearchColumns } from '../../db/search-columns.ts';
import {
  cannedResponseCaseCategories,
  cannedResponseCases,
  cannedResponseCategories,
} from '../../db/schema/canned-responses.ts';
import { containsPattern, pageOffset, pageWithTotal } from '../../lib/list-sql.ts';
import { matchesAllTokens, searchTokens } from '../../lib/search-text.ts';

const cases = cannedResponseCases;
const links = cannedResponseCaseCategories;

type CaseRow = typeof cases.$inferSelect;
export type CaseWithBrand = CaseRow & { brandNameEn: string; brandNameAr: string };
/** A case's own columns as written by a form (the search columns are derived here). */
export type CaseValues = Omit<
  typeof cases.$inferInsert,
  'id' | 'searchTitle' | 'searchText' | 'createdAt' | 'updatedAt'
> &
  Pick<CaseRow, 'titleEn' | 'titleAr' | 'descriptionEn' | 'descriptionAr'>;

const withBrand = { ...getTableColumns(cases), brandNameEn: brands.nameEn, brandNameAr: brands.nameAr };

const SORTS = {
  titleEn: sql`lower(${cases.titleEn})`,
  titleAr: sql`${cases.titleAr}`,
  createdAt: sql`${cases.createdAt}`,
  updatedAt: sql`${cases.updatedAt}`,
} as const;

const inCategory = (categoryId: string) =>
  sql`exists (select 1 from ${links} where ${links.caseId} = ${cases.id} and ${links.categoryId} = ${categoryId})`;

export interface CaseListFilter extends Omit<CannedCaseListQuery, 'brandId'> {
  brandId: string | undefined;
}

export interface CaseSearch {
  brandId: string | undefined;
  categoryId: string | undefined;
  q: string | undefined;
  limit: number;
}

/** Canned-response cases with their brand's names, and the categories they are filed under. */
export function createCasesRepo(db: Database) {
  const selectCases = () => db.select(withBrand).from(cases).innerJoin(brands, eq(brands.id, cases.brandId));

  async function replaceCategories(tx: Database, caseId: string, categoryIds: readonly string[]) {
    await tx.delete(links).where(eq(links.caseId, caseId));
    if (categoryIds.length) await tx.insert(links).values(categoryIds.map((categoryId) => ({ caseId, categoryId })));
  }

  return {
    async list(filter: CaseListFilter): Promise<{ rows: CaseWithBrand[]; total: number }> {
      const where: SQL | undefined = and(
        filter.brandId ? eq(cases.brandId, filter.brandId) : undefined,
        filter.active === undefined ? undefined : eq(cases.active, filter.active),
        filter.categoryId ? inCategory(filter.categoryId) : undefined,
        matchesAllTokens(cases.searchText, searchTokens(filter.search)),
      );
      const direction = filter.order === 'asc' ? asc : desc;
      return pageWithTotal(
        selectCases()
          .where(where)
          .orderBy(direction(SORTS[filter.sort]), asc(cases.id))
          .limit(filter.pageSize)
          .offset(pageOffset(filter)),
        db.select({ total: count() }).from(cases).where(where),
      );
    },

    async findById(id: string): Promise<CaseWithBrand | undefined> {
      const [row] = await selectCases().where(eq(cases.id, id)).limit(1);
      return row;
    },

    /**
     * Active cases holding every word of `q` (normalised) in a title or description. Best first: the whole phrase
     * in a title, then trigram closeness of the phrase to the titles (short, so cheap to score on broad matches),
     * then the latest edited.
     */
    async search({ brandId, categoryId, q, limit }: CaseSearch): Promise<CaseWithBrand[]> {
      const tokens = searchTokens(q);
      const phrase = tokens.join(' ');
      const ranking = tokens.length
        ? [
            desc(sql`${cases.searchTitle} like ${containsPattern(phrase)}`),
            desc(sql`word_similarity(${phrase}, ${cases.searchTitle})`),
          ]
        : [];
      return selectCases()
        .where(
          and(
            eq(cases.active, true),
            brandId ? eq(cases.brandId, brandId) : undefined,
            categoryId ? inCategory(categoryId) : undefined,
            matchesAllTokens(cases.searchText, tokens),
          ),
        )
        .orderBy(...ranking, desc(cases.updatedAt), asc(cases.id))
        .limit(limit);
    },

    /** The categories of each case, by English name. */
    async categoriesOf(caseIds: readonly string[]): Promise<Map<string, CategoryOption[]>> {
      const byCase = new Map<string, CategoryOption[]>(caseIds.map((id) => [id, []]));
      if (caseIds.length === 0) return byCase;
      const rows = await db
        .select({
          caseId: links.caseId,
          id: cannedResponseCategories.id,
          nameEn: cannedResponseCategories.nameEn,
          nameAr: cannedResponseCategories.nameAr,
        })
        .from(links)
        .innerJoin(cannedResponseCategories, eq(cannedResponseCategories.id, links.categoryId))
        .where(inArray(links.caseId, [...caseIds]))
        .orderBy(sql`lower(${cannedResponseCategories.nameEn})`);
      for (const { caseId, ...category } of rows) byCase.get(caseId)?.push(category);
      return byCase;
    },

    async insert(values: CaseValues, categoryIds: readonly string[]): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(cases)
          .values({ ...values, ...caseSearchColumns(values) })
          .returning({ id: cases.id });
        if (!row) throw new Error('case insert returned nothing');
        await replaceCategories(tx as unknown as Database, row.id, categoryIds);
        return row.id;
      });
    },

    async update(id: string, values: CaseValues, categoryIds: readonly string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(cases)
          .set({ ...values, ...caseSearchColumns(values), updatedAt: sql`now()` })
          .where(eq(cases.id, id))
          .returning({ id: cases.id });
        if (rows.length === 0) return false;
        await replaceCategories(tx as unknown as Database, id, categoryIds);
        return true;
      });
    },

    async setActive(id: string, active: boolean): Promise<boolean> {
      const rows = await db
        .update(cases)
        .set({ active, updatedAt: sql`now()` })
        .where(eq(cases.id, id))
        .returning({ id: cases.id });
      return rows.length > 0;
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(cases).where(eq(cases.id, id)).returning({ id: cases.id });
      return rows.length > 0;
    },
  };
}
export type CasesRepo = ReturnType<typeof createCasesRepo>;

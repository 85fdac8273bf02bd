import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { CmsFaqListQuery } from '@tawasul/contracts/faqs';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { faqs } from '../../db/schema/faqs.ts';
import { faqSearchText } from '../../db/search-columns.ts';
import { pageOffset, pageWithTotal } from '../../lib/list-sql.ts';
import { matchesAllTokens, searchTokens } from '../../lib/search-text.ts';

export type FaqRow = typeof faqs.$inferSelect;
export type FaqWithBrand = FaqRow & { brandNameEn: string | null; brandNameAr: string | null };
export type FaqTexts = Pick<FaqRow, 'questionEn' | 'questionAr' | 'answerEn' | 'answerAr'>;

/**
 * Whose FAQ: a brand's (`brandId`), the public site's (`null`), or — for an admin's list only — every brand's
 * (`undefined`).
 */
export type FaqOwner = string | null | undefined;

const ownedBy = (owner: FaqOwner): SQL =>
  owner === undefined ? isNotNull(faqs.brandId) : owner === null ? isNull(faqs.brandId) : eq(faqs.brandId, owner);

const withBrand = { ...getTableColumns(faqs), brandNameEn: brands.nameEn, brandNameAr: brands.nameAr };

const SORTS = {
  position: sql`${faqs.position}`,
  questionEn: sql`lower(${faqs.questionEn})`,
  createdAt: sql`${faqs.createdAt}`,
} as const;

export interface FaqListFilter extends CmsFaqListQuery {
  owner: FaqOwner;
}

/** FAQs of brands and of the public site, each in its own display order (position 1, 2, 3...). */
export function createFaqsRepo(db: Database) {
  const selectFaqs = () => db.select(withBrand).from(faqs).leftJoin(brands, eq(brands.id, faqs.brandId));

  return {
    async list(filter: FaqListFilter): Promise<{ rows: FaqWithBrand[]; total: number }> {
      const where = and(
        ownedBy(filter.owner),
        filter.active === undefined ? undefined : eq(faqs.active, filter.active),
        matchesAllTokens(faqs.searchText, searchTokens(filter.search)),
      );
      const direction = filter.order === 'asc' ? asc : desc;
      return pageWithTotal(
        selectFaqs()
          .where(where)
          .orderBy(direction(SORTS[filter.sort]), asc(faqs.createdAt), asc(faqs.id))
          .limit(filter.pageSize)
          .offset(pageOffset(filter)),
        db.select({ total: count() }).from(faqs).where(where),
      );
    },

    async findById(id: string): Promise<FaqWithBrand | undefined> {
      const [row] = await selectFaqs().where(eq(faqs.id, id)).limit(1);
      return row;
    },

    /** Active FAQs of a brand (or the site) in display order, holding every word of `q`. */
    async active(owner: string | null, q?: string): Promise<FaqRow[]> {
      return db
        .select()
        .from(faqs)
        .where(and(ownedBy(owner), eq(faqs.active, true), matchesAllTokens(faqs.searchText, searchTokens(q))))
        .orderBy(asc(faqs.position), asc(faqs.createdAt), asc(faqs.id))
        .limit(500);
    },

    /** Adds the FAQ after the owner's last one. */
    async insert(owner: string | null, values: FaqTexts & { active: boolean }): Promise<string> {
      const [row] = await db
        .insert(faqs)
        .values({
          ...values,
          brandId: owner,
          searchText: faqSearchText(values),
          position: sql`(select coalesce(max(${faqs.position}), 0) + 1 from ${faqs} where ${ownedBy(owner)})`,
        })
        .returning({ id: faqs.id });
      if (!row) throw new Error('faq insert returned nothing');
      return row.id;
    },

    async update(id: string, values: Partial<FaqTexts & { active: boolean }>): Promise<boolean> {
      const texts = values.questionEn === undefined ? {} : { searchText: faqSearchText(values as FaqTexts) };
      const rows = await db
        .update(faqs)
        .set({ ...values, ...texts, updatedAt: sql`now()` })
        .where(eq(faqs.id, id))
        .returning({ id: faqs.id });
      return rows.length > 0;
    },

    /** Deletes the FAQ and closes the gap it leaves in the order. */
    async delete(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(faqs)
          .where(eq(faqs.id, id))
          .returning({ brandId: faqs.brandId, position: faqs.position });
        if (!gone) return false;
        await tx
          .update(faqs)
          .set({ position: sql`${faqs.position} - 1` })
          .where(and(ownedBy(gone.brandId), gt(faqs.position, gone.position)));
        return true;
      });
    },

    /**
     * Gives the listed FAQs the positions they hold between them, in the order listed. False (and nothing moves)
     * when any id is not one of the owner's FAQs. The rows are locked, so two reorders cannot interleave.
     */
    async reorder(owner: string | null, ids: readonly string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: faqs.id, position: faqs.position })
          .from(faqs)
          .where(and(ownedBy(owner), inArray(faqs.id, [...ids])))
          .for('update');
        if (rows.length !== ids.length) return false;
        const positions = rows.map((row) => row.position).sort((a, b) => a - b);
        const moves = ids.map((id, index) => sql`(${id}::uuid, ${positions[index]}::integer)`);
        await tx.execute(sql`
          update ${faqs} set position = moves.position, updated_at = now()
          from (values ${sql.join(moves, sql`, `)}) as moves(id, position)
          where ${faqs.id} = moves.id`);
        return true;
      });
    },
  };
}
export type FaqsRepo = ReturnType<typeof createFaqsRepo>;

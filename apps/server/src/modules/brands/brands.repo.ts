import { and, asc, count, desc, eq, getTableColumns, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { BrandListQuery } from '@tawasul/contracts/brands';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { chatRooms } from '../../db/schema/chats.ts';
import { guests } from '../../db/schema/guests.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern, pageOffset, pageWithTotal } from '../../lib/list-sql.ts';

export type BrandRow = typeof brands.$inferSelect;
export type NewBrand = typeof brands.$inferInsert;
export type BrandWithCounts = BrandRow & { agentsCount: number };

/** Which of a brand's unique values another brand already has. */
export interface BrandConflicts {
  nameEn: boolean;
  nameAr: boolean;
  email: boolean;
}

/**
 * A column written with its table's name. Drizzle leaves the table out in the select list of a one-table query,
 * which inside a subquery would silently refer to the subquery's own table.
 */
const qualified = (table: AnyPgTable, column: AnyPgColumn) => sql`${table}.${sql.identifier(column.name)}`;
const brandId = qualified(brands, brands.id);

const withCounts = {
  ...getTableColumns(brands),
  agentsCount: sql<number>`(
    select count(*) from ${users} where ${qualified(users, users.brandId)} = ${brandId} and ${qualified(users, users.role)} = 'agent'
  )`.mapWith(Number),
};

// Sorting on the same expressions as the unique indexes (lower(...)) lets PostgreSQL read them in order.
const SORTS = {
  nameEn: sql`lower(${brands.nameEn})`,
  email: sql`lower(${brands.email})`,
  createdAt: sql`${brands.createdAt}`,
} as const;

export function createBrandsRepo(db: Database) {
  return {
    async list(query: BrandListQuery): Promise<{ rows: BrandWithCounts[]; total: number }> {
      const pattern = query.search ? containsPattern(query.search) : undefined;
      const where: SQL | undefined = and(
        pattern
          ? or(ilike(brands.nameEn, pattern), ilike(brands.nameAr, pattern), ilike(brands.email, pattern))
          : undefined,
        query.orderManager ? eq(brands.orderManager, query.orderManager) : undefined,
      );
      const direction = query.order === 'asc' ? asc : desc;
      return pageWithTotal(
        db
          .select(withCounts)
          .from(brands)
          .where(where)
          .orderBy(direction(SORTS[query.sort]), asc(brands.id))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ total: count() }).from(brands).where(where),
      );
    },

    async findById(id: string): Promise<BrandWithCounts | undefined> {
      const [row] = await db.select(withCounts).from(brands).where(eq(brands.id, id)).limit(1);
      return row;
    },

    async findByWidgetId(widgetId: string): Promise<BrandRow | undefined> {
      const [row] = await db.select().from(brands).where(eq(brands.widgetId, widgetId)).limit(1);
      return row;
    },

    /** Brands for pickers, by English name; only `brandId` when given. */
    async options(brandId?: string): Promise<Pick<BrandRow, 'id' | 'nameEn' | 'nameAr'>[]> {
      return db
        .select({ id: brands.id, nameEn: brands.nameEn, nameAr: brands.nameAr })
        .from(brands)
        .where(brandId ? eq(brands.id, brandId) : undefined)
        .orderBy(SORTS.nameEn, asc(brands.id));
    },

    /** Compared as the unique indexes compare: English name and e-mail in any letter case, Arabic name as it is. */
    async findConflicts(
      values: Pick<BrandRow, 'nameEn' | 'nameAr' | 'email'>,
      exceptId?: string,
    ): Promise<BrandConflicts> {
      const rows = await db
        .select({
          nameEn: sql<boolean>`lower(${brands.nameEn}) = lower(${values.nameEn})`,
          nameAr: sql<boolean>`${brands.nameAr} = ${values.nameAr}`,
          email: sql<boolean>`lower(${brands.email}) = lower(${values.email})`,
        })
        .from(brands)
        .where(
          and(
            or(
              sql`lower(${brands.nameEn}) = lower(${values.nameEn})`,
              eq(brands.nameAr, values.nameAr),
              sql`lower(${brands.email}) = lower(${values.email})`,
            ),
            exceptId ? ne(brands.id, exceptId) : undefined,
          ),
        );
      return {
        nameEn: rows.some((row) => row.nameEn),
        nameAr: rows.some((row) => row.nameAr),
        email: rows.some((row) => row.email),
      };
    },

    async insert(values: NewBrand): Promise<BrandRow> {
      const [row] = await db.insert(brands).values(values).returning();
      if (!row) throw new Error('brand insert returned nothing');
      return row;
    },

    /** Updates the brand unless its order manager is already set to another one (then: undefined). */
    async update(id: string, values: Partial<NewBrand>): Promise<BrandRow | undefined> {
      const [row] = await db
        .update(brands)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          and(
            eq(brands.id, id),
            or(
              isNull(brands.orderManager),
              values.orderManager ? eq(brands.orderManager, values.orderManager) : undefined,
            ),
          ),
        )
        .returning();
      return row;
    },

    /** Whether any user, guest or chat belongs to the brand. */
    async hasRelatedRecords(id: string): Promise<boolean> {
      const [row] = await db
        .select({
          related: sql<boolean>`exists (select 1 from ${users} where ${qualified(users, users.brandId)} = ${brandId})
            or exists (select 1 from ${guests} where ${qualified(guests, guests.brandId)} = ${brandId})
            or exists (select 1 from ${chatRooms} where ${qualified(chatRooms, chatRooms.brandId)} = ${brandId})`,
        })
        .from(brands)
        .where(eq(brands.id, id));
      return Boolean(row?.related);
    },

    /** Deletes the brand; its settings go with it (the foreign key cascades). */
    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(brands).where(eq(brands.id, id)).returning({ id: brands.id });
      return rows.length > 0;
    },
  };
}
export type BrandsRepo = ReturnType<typeof createBrandsRepo>;

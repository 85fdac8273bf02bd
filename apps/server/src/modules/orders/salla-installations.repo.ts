import { and, asc, count, eq, gt, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sallaInstallations, sallaOauthStates } from '../../db/schema/store-connections.ts';
import { containsPattern, orderNullsLast, pageOffset, pageWithTotal } from '../../lib/list-sql.ts';

export type SallaInstallationRow = typeof sallaInstallations.$inferSelect;
export type SallaStateRow = typeof sallaOauthStates.$inferSelect;

/** The Salla popup's one-time states, and the Salla stores waiting for an admin to assign them to a brand. */
export function createSallaInstallationsRepo(db: Database) {
  return {
    async insertState(values: typeof sallaOauthStates.$inferInsert): Promise<void> {
      await db.insert(sallaOauthStates).values(values);
    },

    async stateByHash(stateHash: string): Promise<SallaStateRow | undefined> {
      const [row] = await db.select().from(sallaOauthStates).where(eq(sallaOauthStates.stateHash, stateHash)).limit(1);
      return row;
    },

    /** Marks the state used unless it was already (or has expired): true for the one request that wins. */
    async useState(stateHash: string, now: Date): Promise<boolean> {
      const used = await db
        .update(sallaOauthStates)
        .set({ usedAt: now })
        .where(
          and(
            eq(sallaOauthStates.stateHash, stateHash),
            isNull(sallaOauthStates.usedAt),
            gt(sallaOauthStates.expiresAt, now),
          ),
        )
        .returning({ stateHash: sallaOauthStates.stateHash });
      return used.length === 1;
    },

    async deleteStatesBefore(before: Date): Promise<void> {
      await db.delete(sallaOauthStates).where(lt(sallaOauthStates.expiresAt, before));
    },

    async installation(merchantId: string): Promise<SallaInstallationRow | undefined> {
      const [row] = await db
        .select()
        .from(sallaInstallations)
        .where(eq(sallaInstallations.merchantId, merchantId))
        .limit(1);
      return row;
    },

    /** Keeps (or replaces) a store's pending installation. */
    async saveInstallation(values: typeof sallaInstallations.$inferInsert): Promise<void> {
      const { merchantId: _merchantId, ...rest } = values;
      await db
        .insert(sallaInstallations)
        .values(values)
        .onConflictDoUpdate({ target: sallaInstallations.merchantId, set: { ...rest, updatedAt: sql`now()` } });
    },

    async deleteInstallation(merchantId: string): Promise<boolean> {
      const deleted = await db
        .delete(sallaInstallations)
        .where(eq(sallaInstallations.merchantId, merchantId))
        .returning({ merchantId: sallaInstallations.merchantId });
      return deleted.length === 1;
    },

    async listInstallations(query: {
      page: number;
      pageSize: number;
      search?: string | undefined;
      sort: 'installedAt' | 'storeName';
      order: 'asc' | 'desc';
    }): Promise<{ rows: SallaInstallationRow[]; total: number }> {
      const pattern = query.search ? containsPattern(query.search) : undefined;
      const where = pattern
        ? or(ilike(sallaInstallations.storeName, pattern), ilike(sallaInstallations.storeDomain, pattern))
        : undefined;
      const column = query.sort === 'storeName' ? sallaInstallations.storeName : sallaInstallations.createdAt;
      return pageWithTotal(
        db
          .select()
          .from(sallaInstallations)
          .where(where)
          .orderBy(orderNullsLast(column, query.order), asc(sallaInstallations.merchantId))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ total: count() }).from(sallaInstallations).where(where),
      );
    },
  };
}
export type SallaInstallationsRepo = ReturnType<typeof createSallaInstallationsRepo>;

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderClaims } from '../../db/schema/store-connections.ts';

/** Orders shoppers proved to be theirs (the order's phone or e-mail, given when tracking it). */
export function createOrderClaimsRepo(db: Database) {
  return {
    async claim(brandId: string, shopperId: string, reference: string): Promise<void> {
      await db
        .insert(orderClaims)
        .values({ brandId, shopperId, reference })
        .onConflictDoUpdate({
          target: [orderClaims.brandId, orderClaims.shopperId, orderClaims.reference],
          set: { createdAt: sql`now()` },
        });
    },

    /** Which of `references` the shopper proved to be its own at this brand. */
    async claimed(brandId: string, shopperId: string, references: readonly string[]): Promise<Set<string>> {
      if (references.length === 0) return new Set();
      const rows = await db
        .select({ reference: orderClaims.reference })
        .from(orderClaims)
        .where(
          and(
            eq(orderClaims.brandId, brandId),
            eq(orderClaims.shopperId, shopperId),
            inArray(orderClaims.reference, [...references]),
          ),
        );
      return new Set(rows.map((row) => row.reference));
    },
  };
}
export type OrderClaimsRepo = ReturnType<typeof createOrderClaimsRepo>;

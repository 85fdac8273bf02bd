import { eq, sql } from 'drizzle-orm';
import type { LandingPageContent } from '@tawasul/contracts/cms';
import type { Database } from '../../db/client.ts';
import { landingPage } from '../../db/schema/cms.ts';

export type LandingPageRow = typeof landingPage.$inferSelect;

const SINGLE_ID = 1;

/** The landing page form: one row. */
export function createLandingPageRepo(db: Database) {
  return {
    async get(): Promise<LandingPageRow | undefined> {
      const [row] = await db.select().from(landingPage).where(eq(landingPage.id, SINGLE_ID)).limit(1);
      return row;
    },

    async save(content: LandingPageContent): Promise<LandingPageRow> {
      const [row] = await db
        .insert(landingPage)
        .values({ id: SINGLE_ID, content })
        .onConflictDoUpdate({ target: landingPage.id, set: { content, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('landing page upsert returned nothing');
      return row;
    },
  };
}
export type LandingPageRepo = ReturnType<typeof createLandingPageRepo>;

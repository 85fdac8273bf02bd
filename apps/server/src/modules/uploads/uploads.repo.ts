import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export function createUploadsRepo(db: Database) {
  return {
    async insert(values: NewUpload): Promise<UploadRow> {
      const [row] = await db.insert(uploads).values(values).returning();
      if (!row) throw new Error('upload insert returned nothing');
      return row;
    },
    async findById(id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row;
    },
    async findByIds(ids: readonly string[]): Promise<UploadRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(uploads)
        .where(inArray(uploads.id, [...ids]));
    },
    async findIdsOfKind(ids: readonly string[], kind: UploadRow['kind']): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(inArray(uploads.id, [...ids]), eq(uploads.kind, kind)));
      return rows.map((row) => row.id);
    },
  };
}
export type UploadsRepo = ReturnType<typeof createUploadsRepo>;

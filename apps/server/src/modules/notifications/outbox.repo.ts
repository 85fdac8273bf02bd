import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export function createOutboxRepo(db: Database) {
  return {
    async insert(row: Pick<OutboxRow, 'channel' | 'to' | 'subject' | 'body'>): Promise<void> {
      await db.insert(outboxMessages).values(row);
    },
    list({ to, limit }: { to?: string | undefined; limit: number }): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outboxMessages)
        .where(to ? eq(outboxMessages.to, to) : undefined)
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(limit);
    },
  };
}
export type OutboxRepo = ReturnType<typeof createOutboxRepo>;

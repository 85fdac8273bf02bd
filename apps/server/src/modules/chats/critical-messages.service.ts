import { and, asc, count, desc, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  CriticalMessageListQuery,
  CriticalMessageListResponse,
  CriticalMessageResponse,
} from '@tawasul/contracts/chats';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { chatMessages, chatRooms, criticalMessages } from '../../db/schema/chats.ts';
import { guests } from '../../db/schema/guests.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { brandScope, listBrand } from '../../lib/brand-scope.ts';
import type { Clock } from '../../lib/clock.ts';
import { containsPattern, pageOffset, pageWithTotal } from '../../lib/list-sql.ts';
import type { ChatActor } from './chat-actor.ts';

type StaffActor = Extract<ChatActor, { kind: 'staff' }>;
const customer = alias(users, 'customer');

const columns = {
  row: criticalMessages,
  chatNumber: chatRooms.number,
  brandName: brands.nameEn,
  customerName: customer.name,
  guestName: guests.name,
  messageDeletedAt: chatMessages.deletedAt,
};

function toResponse(row: {
  row: typeof criticalMessages.$inferSelect;
  chatNumber: number;
  brandName: string;
  customerName: string | null;
  guestName: string | null;
  messageDeletedAt: Date | null;
}): CriticalMessageResponse {
  const { row: critical } = row;
  return {
    id: critical.id,
    chatId: critical.chatId,
    chatNumber: row.chatNumber,
    messageId: critical.messageId,
    brandId: critical.brandId,
    brandName: row.brandName,
    shopperName: row.customerName ?? row.guestName,
    word: critical.word,
    titleEn: critical.titleEn,
    titleAr: critical.titleAr,
    descriptionEn: critical.descriptionEn,
    descriptionAr: critical.descriptionAr,
    categoryId: critical.categoryId,
    // A message its shopper deleted keeps its flag, not its words (the text stays in the database for audit).
    excerpt: row.messageDeletedAt ? '' : critical.excerpt,
    handled: critical.handled,
    createdAt: critical.createdAt.toISOString(),
  };
}

/** Critical Message: flagged shopper messages (admins: every brand; brand staff: their own). */
export function createCriticalMessagesService({ db, clock }: { db: Database; clock: Clock }) {
  const base = () =>
    db
      .select(columns)
      .from(criticalMessages)
      .innerJoin(chatRooms, eq(chatRooms.id, criticalMessages.chatId))
      .innerJoin(chatMessages, eq(chatMessages.id, criticalMessages.messageId))
      .innerJoin(brands, eq(brands.id, criticalMessages.brandId))
      .leftJoin(customer, eq(customer.id, chatRooms.customerId))
      .leftJoin(guests, eq(guests.id, chatRooms.guestId));

  async function byIds(ids: readonly string[]): Promise<CriticalMessageResponse[]> {
    if (ids.length === 0) return [];
    const rows = await base().where(sql`${criticalMessages.id} in ${ids}`);
    return rows.map(toResponse);
  }

  return {
    byIds,

    async list(actor: StaffActor, query: CriticalMessageListQuery): Promise<CriticalMessageListResponse> {
      if (actor.role === 'agent') throw new AppError('FORBIDDEN');
      const brandId = listBrand(actor, query.brandId);
      const pattern = query.search ? containsPattern(query.search) : undefined;
      const where: SQL | undefined = and(
        brandId ? eq(criticalMessages.brandId, brandId) : undefined,
        query.handled === undefined ? undefined : eq(criticalMessages.handled, query.handled),
        query.from ? sql`${criticalMessages.createdAt} >= ${new Date(query.from)}` : undefined,
        query.to ? lt(criticalMessages.createdAt, new Date(query.to)) : undefined,
        pattern
          ? or(
              ilike(criticalMessages.word, pattern),
              and(isNull(chatMessages.deletedAt), ilike(criticalMessages.excerpt, pattern)),
              ilike(customer.name, pattern),
              ilike(guests.name, pattern),
            )
          : undefined,
      );
      const order = query.order === 'asc' ? asc : desc;
      const sort = query.sort === 'word' ? sql`lower(${criticalMessages.word})` : criticalMessages.createdAt;
      const { rows, total } = await pageWithTotal(
        base()
          .where(where)
          .orderBy(order(sort), desc(criticalMessages.createdAt))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db
          .select({ total: count() })
          .from(criticalMessages)
          .innerJoin(chatRooms, eq(chatRooms.id, criticalMessages.chatId))
          .innerJoin(chatMessages, eq(chatMessages.id, criticalMessages.messageId))
          .leftJoin(customer, eq(customer.id, chatRooms.customerId))
          .leftJoin(guests, eq(guests.id, chatRooms.guestId))
          .where(where),
      );
      return { items: rows.map(toResponse), total, page: query.page, pageSize: query.pageSize };
    },

    async setHandled(actor: StaffActor, id: string, handled: boolean): Promise<CriticalMessageResponse> {
      if (actor.role === 'agent') throw new AppError('FORBIDDEN');
      const scope = brandScope(actor);
      const [found] = await db.select().from(criticalMessages).where(eq(criticalMessages.id, id)).limit(1);
      if (!found || (scope !== null && found.brandId !== scope)) throw new AppError('MESSAGE_NOT_FOUND');
      await db
        .update(criticalMessages)
        .set({ handled, handledAt: handled ? clock.now() : null, handledBy: handled ? actor.id : null })
        .where(eq(criticalMessages.id, id));
      const [response] = await byIds([id]);
      return response!;
    },
  };
}
export type CriticalMessagesService = ReturnType<typeof createCriticalMessagesService>;

// Critical Message's queries: flagged shopper messages with their chat, brand and shopper, one page at a time.
import { and, asc, count, desc, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CriticalMessageListQuery } from '@tawasul/contracts/chats';
import { brands } from '../../db/schema/brands.ts';
import { chatMessages, chatRooms, criticalMessages } from '../../db/schema/chats.ts';
import { guests } from '../../db/schema/guests.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern, pageOffset, pageWithTotal } from '../../lib/list-sql.ts';
import type { Executor } from './chats.repo.ts';

export type CriticalMessageRow = typeof criticalMessages.$inferSelect;

/** A flagged message with what its list shows: the chat's number, the brand's and the shopper's names. */
export interface CriticalMessageWithNames {
  row: CriticalMessageRow;
  chatNumber: number;
  brandName: string;
  customerName: string | null;
  guestName: string | null;
  messageDeletedAt: Date | null;
}

/** The list's filter: the brand is the one the actor may list (undefined: every brand). */
export interface CriticalMessageListFilter extends Omit<CriticalMessageListQuery, 'brandId'> {
  brandId: string | undefined;
}

const customer = alias(users, 'customer');

const columns = {
  row: criticalMessages,
  chatNumber: chatRooms.number,
  brandName: brands.nameEn,
  customerName: customer.name,
  guestName: guests.name,
  messageDeletedAt: chatMessages.deletedAt,
};

const base = (executor: Executor) =>
  executor
    .select(columns)
    .from(criticalMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, criticalMessages.chatId))
    .innerJoin(chatMessages, eq(chatMessages.id, criticalMessages.messageId))
    .innerJoin(brands, eq(brands.id, criticalMessages.brandId))
    .leftJoin(customer, eq(customer.id, chatRooms.customerId))
    .leftJoin(guests, eq(guests.id, chatRooms.guestId));

/** The flagged messages with these ids, with their names (none asked: none read). */
export async function criticalMessagesByIds(
  executor: Executor,
  ids: readonly string[],
): Promise<CriticalMessageWithNames[]> {
  if (ids.length === 0) return [];
  return base(executor).where(sql`${criticalMessages.id} in ${ids}`);
}

/** One page of flagged messages (by brand, handled, time and text) and the total under the same filter. */
export async function listCriticalMessages(
  executor: Executor,
  filter: CriticalMessageListFilter,
): Promise<{ rows: CriticalMessageWithNames[]; total: number }> {
  const { brandId } = filter;
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  const where: SQL | undefined = and(
    brandId ? eq(criticalMessages.brandId, brandId) : undefined,
    filter.handled === undefined ? undefined : eq(criticalMessages.handled, filter.handled),
    filter.from ? sql`${criticalMessages.createdAt} >= ${new Date(filter.from)}` : undefined,
    filter.to ? lt(criticalMessages.createdAt, new Date(filter.to)) : undefined,
    pattern
      ? or(
          ilike(criticalMessages.word, pattern),
          and(isNull(chatMessages.deletedAt), ilike(criticalMessages.excerpt, pattern)),
          ilike(customer.name, pattern),
          ilike(guests.name, pattern),
        )
      : undefined,
  );
  const order = filter.order === 'asc' ? asc : desc;
  const sort = filter.sort === 'word' ? sql`lower(${criticalMessages.word})` : criticalMessages.createdAt;
  return pageWithTotal(
    base(executor)
      .where(where)
      .orderBy(order(sort), desc(criticalMessages.createdAt))
      .limit(filter.pageSize)
      .offset(pageOffset(filter)),
    executor
      .select({ total: count() })
      .from(criticalMessages)
      .innerJoin(chatRooms, eq(chatRooms.id, criticalMessages.chatId))
      .innerJoin(chatMessages, eq(chatMessages.id, criticalMessages.messageId))
      .leftJoin(customer, eq(customer.id, chatRooms.customerId))
      .leftJoin(guests, eq(guests.id, chatRooms.guestId))
      .where(where),
  );
}

export async function findCriticalMessage(executor: Executor, id: string): Promise<CriticalMessageRow | undefined> {
  const [found] = await executor.select().from(criticalMessages).where(eq(criticalMessages.id, id)).limit(1);
  return found;
}

/** Marks the flagged message handled (by whom, when) or not handled. */
export async function updateCriticalMessageHandled(
  executor: Executor,
  id: string,
  values: Pick<CriticalMessageRow, 'handled' | 'handledAt' | 'handledBy'>,
): Promise<void> {
  await executor.update(criticalMessages).set(values).where(eq(criticalMessages.id, id));
}

/** A chat's flagged messages, oldest first (at most 200). */
export async function criticalMessagesOfChat(executor: Executor, chatId: string): Promise<CriticalMessageRow[]> {
  return executor
    .select()
    .from(criticalMessages)
    .where(eq(criticalMessages.chatId, chatId))
    .orderBy(asc(criticalMessages.createdAt))
    .limit(200);
}

import { and, asc, count, desc, eq, gt, ilike, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatStatus } from '@tawasul/contracts/chats';
import type { ShopperChatListQuery } from '@tawasul/contracts/widget';
import type { Database, Statements } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { chatEvents, chatMessages, chatRooms } from '../../db/schema/chats.ts';
import { guests } from '../../db/schema/guests.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern, pageOffset, pageWithTotal } from '../../lib/list-sql.ts';
import { createChatList } from './chat-list.repo.ts';
import {
  agent,
  arabicName,
  author,
  viewQuery,
  type ChatView,
  type ChatRow,
  type Executor,
  type MessageRow,
  type NewMessage,
  type ChatEventInsert,
} from './chat-views.ts';
import { createSendBatches } from './message-send-batches.ts';

export function createChatsRepo(db: Database, statements: Statements) {
  const chatList = createChatList(db, (ids) => views(ids));
  // The reads every open chat repeats (a chat's view, its latest messages) as prepared statements: PostgreSQL plans
  // them once per connection instead of on every call, and Drizzle builds their SQL once.
  const prepared = {
    view: viewQuery(db)
      .where(eq(chatRooms.id, sql.placeholder('id')))
      .limit(1)
      .prepare('chats_view'),
    views: viewQuery(db)
      .where(sql`${chatRooms.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('chats_views'),
    messages: new Map<string, ReturnType<typeof messagesQuery>>(),
  };

  /** Messages with their author's name and picture; one prepared statement for each shape of range. */
  function messagesQuery(range: { after?: number; before?: number; withNotes: boolean }) {
    return (
      db
        .select({
          message: chatMessages,
          authorName: author.name,
          authorNameAr: arabicName(author),
          authorImage: author.image,
          guestName: guests.name,
        })
        .from(chatMessages)
        .leftJoin(author, eq(author.id, chatMessages.authorUserId))
        .leftJoin(guests, eq(guests.id, chatMessages.authorGuestId))
        .where(
          and(
            eq(chatMessages.chatId, sql.placeholder('chatId')),
            range.after === undefined ? undefined : gt(chatMessages.seq, sql.placeholder('after')),
            range.before === undefined ? undefined : lt(chatMessages.seq, sql.placeholder('before')),
            // Internal notes are for staff: a shopper's history and catch-up never hold them.
            range.withNotes ? undefined : eq(chatMessages.internal, false),
          ),
        )
        // After a seq: the next ones in order; otherwise the latest page, read backwards and turned around.
        .orderBy(range.after === undefined ? desc(chatMessages.seq) : asc(chatMessages.seq))
        .limit(sql.placeholder('limit'))
        .prepare(
          `chats_messages_${range.after === undefined ? 'latest' : 'after'}${range.before === undefined ? '' : '_before'}${range.withNotes ? '_notes' : ''}`,
        )
    );
  }

  async function views(ids: readonly string[], executor: Executor = db): Promise<ChatView[]> {
    if (ids.length === 0) return [];
    if (executor === db) return prepared.views.execute({ ids: [...ids] });
    return viewQuery(executor).where(inArray(chatRooms.id, [...ids]));
  }

  return {
    db,

    /**
     * The normal send in one statement (`message-send.repo.ts`), sends arriving together in one statement
     * (`message-send-batches.ts`); undefined when it is not the normal case.
     */
    sendFast: createSendBatches(statements),

    async view(id: string, executor: Executor = db): Promise<ChatView | undefined> {
      const [row] =
        executor === db
          ? await prepared.view.execute({ id })
          : await viewQuery(executor).where(eq(chatRooms.id, id)).limit(1);
      return row;
    },

    views,

    list: chatList.list,

    /** Locks the chat row for the rest of the transaction. */
    async lock(executor: Executor, id: string): Promise<ChatRow | undefined> {
      const [row] = await executor.select().from(chatRooms).where(eq(chatRooms.id, id)).for('update').limit(1);
      return row;
    },

    async update(executor: Executor, id: string, values: Partial<typeof chatRooms.$inferInsert>): Promise<ChatRow> {
      const [row] = await executor.update(chatRooms).set(values).where(eq(chatRooms.id, id)).returning();
      if (!row) throw new Error(`chat ${id} vanished`);
      return row;
    },

    async insertChat(executor: Executor, values: typeof chatRooms.$inferInsert): Promise<ChatRow> {
      const [row] = await executor.insert(chatRooms).values(values).returning();
      if (!row) throw new Error('chat insert returned nothing');
      return row;
    },

    /** The shopper's chat with a brand that is not closed yet, if any. */
    async activeChatOf(shopper: { customerId?: string; guestId?: string }, brandId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ id: chatRooms.id })
        .from(chatRooms)
        .where(
          and(
            eq(chatRooms.brandId, brandId),
            shopper.customerId ? eq(chatRooms.customerId, shopper.customerId) : eq(chatRooms.guestId, shopper.guestId!),
            sql`${chatRooms.status} <> 'closed'`,
          ),
        )
        .orderBy(desc(chatRooms.startedAt))
        .limit(1);
      return row;
    },

    /** Locks the shopper's own row (its guest record or its account) until the transaction ends. */
    async lockShopper(executor: Executor, shopper: { customerId?: string; guestId?: string }): Promise<void> {
      if (shopper.customerId)
        await executor.execute(sql`select id from users where id = ${shopper.customerId} for update`);
      else await executor.execute(sql`select id from guests where id = ${shopper.guestId!} for update`);
    },

    async shopperChats(
      shopper: { customerId?: string; guestId?: string },
      limit: number,
      brandId?: string,
    ): Promise<ChatView[]> {
      return viewQuery(db)
        .where(
          and(
            shopper.customerId ? eq(chatRooms.customerId, shopper.customerId) : eq(chatRooms.guestId, shopper.guestId!),
            brandId ? eq(chatRooms.brandId, brandId) : undefined,
          ),
        )
        .orderBy(desc(sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.startedAt})`))
        .limit(limit);
    },

    /**
     * One page of a shopper's chats, newest activity first (`chat_rooms_{customer,guest}_activity_idx`), with the
     * total under the same filter.
     */
    async shopperChatList(
      shopper: { customerId?: string; guestId?: string },
      query: ShopperChatListQuery,
      brandId: string | undefined,
    ) {
      const pattern = query.search ? containsPattern(query.search) : undefined;
      const where = and(
        shopper.customerId ? eq(chatRooms.customerId, shopper.customerId) : eq(chatRooms.guestId, shopper.guestId!),
        brandId ? eq(chatRooms.brandId, brandId) : undefined,
        query.status === 'active' ? ne(chatRooms.status, 'closed') : undefined,
        query.status === 'closed' ? eq(chatRooms.status, 'closed') : undefined,
        pattern
          ? or(
              ilike(brands.nameEn, pattern),
              ilike(brands.nameAr, pattern),
              ilike(chatRooms.lastMessagePreview, pattern),
            )
          : undefined,
      );
      return pageWithTotal(
        viewQuery(db)
          .where(where)
          .orderBy(desc(sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.startedAt})`), desc(chatRooms.number))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ total: count() }).from(chatRooms).innerJoin(brands, eq(brands.id, chatRooms.brandId)).where(where),
      );
    },

    /** Whether the agent holds (offered or open) a chat of this chat's shopper. */
    async servesShopper(agentId: string, chat: Pick<ChatRow, 'customerId' | 'guestId' | 'brandId'>): Promise<boolean> {
      if (!chat.customerId && !chat.guestId) return false;
      const [row] = await db
        .select({ id: chatRooms.id })
        .from(chatRooms)
        .where(
          and(
            eq(chatRooms.agentId, agentId),
            eq(chatRooms.brandId, chat.brandId),
            inArray(chatRooms.status, ['pending_acceptance', 'open']),
            chat.customerId ? eq(chatRooms.customerId, chat.customerId) : eq(chatRooms.guestId, chat.guestId!),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async agentChats(agentId: string, statuses: ChatStatus[], limit: number): Promise<ChatView[]> {
      return viewQuery(db)
        .where(and(eq(chatRooms.agentId, agentId), inArray(chatRooms.status, statuses)))
        .orderBy(desc(sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.startedAt})`))
        .limit(limit);
    },

    /** Chats an agent closed lately (the agent of a closed chat is kept in `previous_agent_id`). */
    async recentlyClosedBy(agentId: string, limit: number): Promise<ChatView[]> {
      return viewQuery(db)
        .where(and(eq(chatRooms.previousAgentId, agentId), eq(chatRooms.status, 'closed')))
        .orderBy(desc(chatRooms.closedAt))
        .limit(limit);
    },

    async insertMessage(executor: Executor, values: NewMessage): Promise<MessageRow> {
      const [row] = await executor.insert(chatMessages).values(values).returning();
      if (!row) throw new Error('message insert returned nothing');
      return row;
    },

    async message(id: string, executor: Executor = db): Promise<MessageRow | undefined> {
      const [row] = await executor.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
      return row;
    },

    async updateMessage(executor: Executor, id: string, values: Partial<NewMessage>): Promise<MessageRow> {
      const [row] = await executor.update(chatMessages).set(values).where(eq(chatMessages.id, id)).returning();
      if (!row) throw new Error(`message ${id} vanished`);
      return row;
    },

    /** Messages with their author's name and picture, oldest first. */
    /** A page of a chat's messages; internal notes only `withNotes` (staff readers). */
    async messages(chatId: string, range: { after?: number; before?: number; limit: number; withNotes: boolean }) {
      const shape = `${range.after !== undefined}:${range.before !== undefined}:${range.withNotes}`;
      let query = prepared.messages.get(shape);
      if (!query) prepared.messages.set(shape, (query = messagesQuery(range)));
      const rows = await query.execute({ chatId, after: range.after, before: range.before, limit: range.limit + 1 });
      const hasMore = rows.length > range.limit;
      const page = rows.slice(0, range.limit);
      return { rows: range.after === undefined ? page.reverse() : page, hasMore };
    },

    async messageWithAuthor(id: string) {
      const [row] = await db
        .select({
          message: chatMessages,
          authorName: author.name,
          authorNameAr: arabicName(author),
          authorImage: author.image,
          guestName: guests.name,
        })
        .from(chatMessages)
        .leftJoin(author, eq(author.id, chatMessages.authorUserId))
        .leftJoin(guests, eq(guests.id, chatMessages.authorGuestId))
        .where(eq(chatMessages.id, id))
        .limit(1);
      return row;
    },

    async addEvent(executor: Executor, values: ChatEventInsert): Promise<void> {
      await executor.insert(chatEvents).values(values);
    },

    async timeline(chatId: string) {
      const actor = alias(users, 'actor');
      return db
        .select({
          event: chatEvents,
          agentName: agent.name,
          agentNameAr: arabicName(agent),
          agentImage: agent.image,
          actorName: actor.name,
        })
        .from(chatEvents)
        .leftJoin(agent, eq(agent.id, chatEvents.agentId))
        .leftJoin(actor, eq(actor.id, chatEvents.actorUserId))
        .where(eq(chatEvents.chatId, chatId))
        .orderBy(asc(chatEvents.at), asc(chatEvents.id))
        .limit(500);
    },

    async guest(id: string) {
      const [row] = await db
        .select({ id: guests.id, brandId: guests.brandId, name: guests.name })
        .from(guests)
        .where(eq(guests.id, id))
        .limit(1);
      return row;
    },

    async insertGuest(values: { brandId: string; name: string | null; at: Date }) {
      const [row] = await db
        .insert(guests)
        .values({ brandId: values.brandId, name: values.name, createdAt: values.at, lastSeenAt: values.at })
        .returning({ id: guests.id, brandId: guests.brandId, name: guests.name });
      if (!row) throw new Error('guest insert returned nothing');
      return row;
    },

    async touchGuest(id: string, at: Date): Promise<void> {
      await db.update(guests).set({ lastSeenAt: at }).where(eq(guests.id, id));
    },
  };
}
export type ChatsRepo = ReturnType<typeof createChatsRepo>;

// The repository's row types and helpers live with the views (chat-views.ts); its readers import them from here too.
export type { ChatEventInsert, ChatRow, ChatView, Executor, MessageRow, NewMessage } from './chat-views.ts';
export { attachmentsOf, queryRows } from './chat-views.ts';

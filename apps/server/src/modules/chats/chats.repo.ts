import {
  and,
  asc,
  count,
  type AnyColumn,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  lt,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatListQuery, ChatStatus, MessageAttachment } from '@tawasul/contracts/chats';
import type { ShopperChatListQuery } from '@tawasul/contracts/widget';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { chatEvents, chatMessages, chatRooms } from '../../db/schema/chats.ts';
import { guests } from '../../db/schema/guests.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern, pageOffset, pageWithTotal } from '../../lib/list-sql.ts';

/** A database or a transaction: every query here runs in either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type ChatRow = typeof chatRooms.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessage = typeof chatMessages.$inferInsert;
export type ChatEventInsert = typeof chatEvents.$inferInsert;

const customer = alias(users, 'customer');
const agent = alias(users, 'agent');
const author = alias(users, 'author');

/** A user's Arabic name from its Arabic first and last names; null when it has none. */
function arabicName(user: { firstNameAr: AnyColumn; lastNameAr: AnyColumn }) {
  return sql<string | null>`nullif(concat_ws(' ', ${user.firstNameAr}, ${user.lastNameAr}), '')`;
}

const chatColumns = {
  chat: chatRooms,
  brandNameEn: brands.nameEn,
  brandNameAr: brands.nameAr,
  brandWidgetId: brands.widgetId,
  customerName: customer.name,
  customerPhone: customer.phoneNumber,
  customerEmail: customer.email,
  guestName: guests.name,
  agentName: agent.name,
  agentNameAr: arabicName(agent),
  agentImage: agent.image,
};

/** A chat with what its views show: brand, shopper and agent names. */
export type ChatView = {
  chat: ChatRow;
  brandNameEn: string;
  brandNameAr: string;
  brandWidgetId: string;
  customerName: string | null;
  customerPhone: string | null;
  customerEmail: string | null;
  guestName: string | null;
  agentName: string | null;
  agentNameAr: string | null;
  agentImage: string | null;
};

const SORTS = {
  startedAt: chatRooms.startedAt,
  lastMessageAt: sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.startedAt})`,
  status: chatRooms.status,
  number: chatRooms.number,
};

function viewQuery(db: Executor) {
  return db
    .select(chatColumns)
    .from(chatRooms)
    .innerJoin(brands, eq(brands.id, chatRooms.brandId))
    .leftJoin(customer, eq(customer.id, chatRooms.customerId))
    .leftJoin(guests, eq(guests.id, chatRooms.guestId))
    .leftJoin(agent, eq(agent.id, chatRooms.agentId));
}

/** The list's filters on `chat_rooms` alone: brand, status, agent and start time. */
function listFilters(query: ChatListQuery, brandId: string | undefined): (SQL | undefined)[] {
  return [
    brandId ? eq(chatRooms.brandId, brandId) : undefined,
    query.status ? eq(chatRooms.status, query.status) : undefined,
    query.agentId ? eq(chatRooms.agentId, query.agentId) : undefined,
    query.from ? sql`${chatRooms.startedAt} >= ${new Date(query.from)}` : undefined,
    query.to ? lt(chatRooms.startedAt, new Date(query.to)) : undefined,
  ];
}

/** A search matching more people than this is broad: their chats are everywhere in the list's order. */
const PEOPLE_LOOKUP_LIMIT = 1_000;

/**
 * A search: chats whose customer (name, phone or e-mail), guest (name) or agent (name) holds the text, or whose
 * number it is — as two equal conditions, one to find the page's rows and one to count them. The people who match
 * are looked up first (trigram indexes). When they are few, so are their chats (`few`): found by the shopper and
 * agent indexes (one bitmap scan each, OR-ed), all of them are read and sorted, so the search costs what it finds, not
 * what the brand holds. When they are many (a common name), their chats are everywhere: the page walks the list's
 * order checking each chat's people by primary key, which finds a page after a few hundred rows; the count reads the
 * filter's chats against the people hashed once.
 */
async function searchConditions(db: Executor, search: string): Promise<{ rows: SQL; count: SQL; few: boolean }> {
  const pattern = containsPattern(search);
  const number = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : undefined;
  // Phones are digits (and a `+`), e-mails have no spaces: a search that cannot match one skips its index.
  const shopper = or(
    ilike(users.name, pattern),
    /^[+\d]+$/.test(search) ? ilike(users.phoneNumber, pattern) : undefined,
    /\s/.test(search) ? undefined : ilike(users.email, pattern),
  );
  // A chat's agent is staff, its customer is not: each name counts where it can.
  const staff = and(ne(users.role, 'customer'), ilike(users.name, pattern));
  const guest = ilike(guests.name, pattern);
  const byNumber = number === undefined ? undefined : eq(chatRooms.number, number);
  const [people, guestRows] = await Promise.all([
    db
      .select({ id: users.id, asAgent: sql<boolean>`${staff}` })
      .from(users)
      .where(shopper)
      .limit(PEOPLE_LOOKUP_LIMIT + 1),
    db
      .select({ id: guests.id })
      .from(guests)
      .where(guest)
      .limit(PEOPLE_LOOKUP_LIMIT + 1),
  ]);
  if (people.length > PEOPLE_LOOKUP_LIMIT || guestRows.length > PEOPLE_LOOKUP_LIMIT) {
    // A scalar subquery is looked up row by row; PostgreSQL would hash an IN list first, reading every match.
    const check = (subquery: SQLWrapper) => sql`coalesce((${subquery}), false)`;
    const matches = (match: SQL | undefined) => ({ match: sql<boolean>`${match}` });
    return {
      rows: or(
        check(db.select(matches(shopper)).from(users).where(eq(users.id, chatRooms.customerId))),
        check(db.select(matches(guest)).from(guests).where(eq(guests.id, chatRooms.guestId))),
        check(db.select(matches(staff)).from(users).where(eq(users.id, chatRooms.agentId))),
        byNumber,
      )!,
      count: or(
        inArray(chatRooms.customerId, db.select({ id: users.id }).from(users).where(shopper)),
        inArray(chatRooms.guestId, db.select({ id: guests.id }).from(guests).where(guest)),
        inArray(chatRooms.agentId, db.select({ id: users.id }).from(users).where(staff)),
        byNumber,
      )!,
      few: false,
    };
  }
  const ids = (list: { id: string }[]) => sql`${sql.param(list.map((row) => row.id))}::uuid[]`;
  const agents = people.filter((person) => person.asAgent);
  const found =
    or(
      people.length > 0 ? sql`${chatRooms.customerId} = any(${ids(people)})` : undefined,
      guestRows.length > 0 ? sql`${chatRooms.guestId} = any(${ids(guestRows)})` : undefined,
      agents.length > 0 ? sql`${chatRooms.agentId} = any(${ids(agents)})` : undefined,
      byNumber,
    ) ?? sql`false`;
  return { rows: found, count: found, few: true };
}

/**
 * A page total of at least this many chats that took at least this long to count is remembered; others are counted
 * every time (small lists, where one chat more or less shows, and totals the indexes count at once).
 */
const TOTAL_CACHE_FROM = { chats: 1_000, ms: 10 };
/**
 * A remembered total older than this is counted again in the background while the reader gets the one it has (the
 * web's live list reads its page again at most once a second, so its total lags by about one refresh) — or older
 * than ten times its last count took, so that recounting keeps to a tenth of one connection per list.
 */
const TOTAL_FRESH_MS = 1_000;
/** …and one older than this is counted again before answering (a list nobody has read for a while). */
const TOTAL_KEEP_MS = 10_000;
const TOTAL_CACHE_SIZE = 500;

/**
 * The totals of big chat lists, per filter. Counting a million chats (or a common name's among a brand's) takes far
 * longer than the rest of the page, and Chat Management reads its page again every second while chats change; so such
 * a total (TOTAL_CACHE_FROM) may be a moment old, never more than TOTAL_KEEP_MS, while the page's rows are always
 * read fresh. One background count runs at a time, so many big lists cannot crowd the database.
 */
function createTotalsCache(now: () => number = Date.now) {
  const entries = new Map<string, { total: number; at: number; tookMs: number }>();
  const counting = new Map<string, Promise<number>>();
  let refreshing = false;

  function recount(key: string, count: () => Promise<number>): Promise<number> {
    let pending = counting.get(key);
    if (!pending) {
      const started = now();
      pending = count()
        .then((total) => {
          entries.delete(key);
          const tookMs = now() - started;
          if (total >= TOTAL_CACHE_FROM.chats && tookMs >= TOTAL_CACHE_FROM.ms) {
            entries.set(key, { total, at: now(), tookMs });
            if (entries.size > TOTAL_CACHE_SIZE) entries.delete(entries.keys().next().value!);
          }
          return total;
        })
        .finally(() => counting.delete(key));
      counting.set(key, pending);
    }
    return pending;
  }

  return {
    total(key: string, count: () => Promise<number>): Promise<number> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.at : Infinity;
      if (!entry || age > TOTAL_KEEP_MS) return recount(key, count);
      if (age > Math.max(TOTAL_FRESH_MS, 10 * entry.tookMs) && !refreshing) {
        refreshing = true;
        // A failed background count keeps the total it had; a later read tries again.
        recount(key, count)
          .catch(() => undefined)
          .finally(() => (refreshing = false));
      }
      return Promise.resolve(entry.total);
    },
  };
}

export function createChatsRepo(db: Database) {
  const totals = createTotalsCache();
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
  function messagesQuery(range: { after?: number; before?: number }) {
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
          ),
        )
        // After a seq: the next ones in order; otherwise the latest page, read backwards and turned around.
        .orderBy(range.after === undefined ? desc(chatMessages.seq) : asc(chatMessages.seq))
        .limit(sql.placeholder('limit'))
        .prepare(
          `chats_messages_${range.after === undefined ? 'latest' : 'after'}${range.before === undefined ? '' : '_before'}`,
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

    async view(id: string, executor: Executor = db): Promise<ChatView | undefined> {
      const [row] =
        executor === db
          ? await prepared.view.execute({ id })
          : await viewQuery(executor).where(eq(chatRooms.id, id)).limit(1);
      return row;
    },

    views,

    /**
     * One page of Chat Management's list and its total. The page's ids come from `chat_rooms` alone (its indexes
     * serve each filter and sort), then the views of those ids; a page that is not full ends the list, so its total
     * needs no count.
     */
    async list(query: ChatListQuery, brandId: string | undefined) {
      const filters = listFilters(query, brandId);
      const search = query.search ? await searchConditions(db, query.search) : undefined;
      const where = and(...filters, search?.rows);
      const offset = pageOffset(query);
      const key = JSON.stringify([brandId, query.status, query.agentId, query.from, query.to, query.search]);
      const counted = totals.total(key, async () => {
        const [row] = await db
          .select({ total: count() })
          .from(chatRooms)
          .where(and(...filters, search?.count));
        return row?.total ?? 0;
      });
      // Answered below, or not needed: a failed count must not go unhandled.
      counted.catch(() => undefined);
      const ordered = db
        .select({ id: chatRooms.id, sortKey: sql`${SORTS[query.sort]}`.as('sort_key'), number: chatRooms.number })
        .from(chatRooms)
        .where(where);
      const page = search?.few
        ? // Few chats, scattered over the list's order: all of them first (a materialized CTE), then sorted.
          await queryRows<{ id: string }>(
            db,
            sql`with matches as materialized (${ordered})
              select id from matches order by sort_key ${sql.raw(query.order)}, number desc
              limit ${query.pageSize} offset ${offset}`,
          )
        : await ordered
            .orderBy((query.order === 'asc' ? asc : desc)(SORTS[query.sort]), desc(chatRooms.number))
            .limit(query.pageSize)
            .offset(offset);
      const ids = page.map((row) => row.id);
      const found = new Map((await views(ids)).map((view) => [view.chat.id, view]));
      const rows = ids.flatMap((id) => found.get(id) ?? []);
      if (ids.length < query.pageSize && (ids.length > 0 || offset === 0)) return { rows, total: offset + ids.length };
      // A remembered total may be a moment old: never less than the rows this page shows.
      const total = await counted;
      return { rows, total: ids.length > 0 ? Math.max(total, offset + ids.length) : total };
    },

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
    async messages(chatId: string, range: { after?: number; before?: number; limit: number }) {
      const shape = `${range.after !== undefined}:${range.before !== undefined}`;
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

/** The attachments column holds exactly what readers receive. */
export const attachmentsOf = (row: MessageRow): MessageAttachment[] => row.attachments as MessageAttachment[];

/** Rows of a raw query (both drivers answer `{ rows }`). */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// Chat Management's list: its filters, its sorts and its search over people and numbers, one page at a time.
import { and, asc, count, desc, eq, ilike, inArray, lt, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ChatListQuery } from '@tawasul/contracts/chats';
import type { Database } from '../../db/client.ts';
import { chatRooms } from '../../db/schema/chats.ts';
import { guests } from '../../db/schema/guests.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern, pageOffset } from '../../lib/list-sql.ts';
import { createTotalsCache } from './chat-list-totals.ts';
import { queryRows, type ChatView, type Executor } from './chat-views.ts';

const SORTS = {
  startedAt: chatRooms.startedAt,
  lastMessageAt: sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.startedAt})`,
  status: chatRooms.status,
  number: chatRooms.number,
};

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

/** Chat Management's list, reading the page's chats through `views` (the repository's prepared read by ids). */
export function createChatList(db: Database, views: (ids: readonly string[]) => Promise<ChatView[]>) {
  const totals = createTotalsCache();
  return {
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
  };
}

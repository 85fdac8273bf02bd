import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerListQuery, GuestListQuery } from '@tawasul/contracts/shoppers';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { chatRooms } from '../../db/schema/chats.ts';
import { guests } from '../../db/schema/guests.ts';
import { sessions, users } from '../../db/schema/users.ts';
import { containsPattern, orderNullsLast, pageOffset, pageWithTotal } from '../../lib/list-sql.ts';

// Counted in SQL per row of the page (index chat_rooms_customer_idx / chat_rooms_guest_idx), never one query a row.
// Spelled with a table alias: Drizzle leaves columns unqualified in a one-table select, and inside the subquery an
// unqualified "id" would mean chat_rooms.id.
const customerChats = sql<number>`(select count(*)::int from ${chatRooms} cr where cr.customer_id = "users"."id")`;
const customerLastMessage = sql`(select max(cr.last_message_at) from ${chatRooms} cr where cr.customer_id = "users"."id")`;
/** The latest of the last sign-in and the last message of the customer's chats (greatest() skips nulls). */
const customerLastSeen = sql<Date | string | null>`greatest("users"."last_sign_in_at", ${customerLastMessage})`;
const guestChats = sql<number>`(select count(*)::int from ${chatRooms} cr where cr.guest_id = "guests"."id")`;

const customerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  gamerId: users.gamerId,
  banned: users.banned,
  banReason: users.banReason,
  createdAt: users.createdAt,
  chatsCount: customerChats,
  lastSeenAt: customerLastSeen,
};

const guestColumns = {
  id: guests.id,
  name: guests.name,
  brandId: guests.brandId,
  brandNameEn: brands.nameEn,
  brandNameAr: brands.nameAr,
  createdAt: guests.createdAt,
  lastSeenAt: guests.lastSeenAt,
  chatsCount: guestChats,
};

const CUSTOMER_SORTS = { name: sql`lower(${users.name})`, createdAt: users.createdAt, lastSeenAt: customerLastSeen };
const GUEST_SORTS = { createdAt: guests.createdAt, lastSeenAt: guests.lastSeenAt };

function customerWhere(query: CustomerListQuery): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return and(
    eq(users.role, 'customer'),
    query.blocked === undefined ? undefined : eq(users.banned, query.blocked),
    pattern
      ? or(
          ilike(users.name, pattern),
          sql`concat_ws(' ', ${users.firstNameAr}, ${users.lastNameAr}) ilike ${pattern}`,
          ilike(users.email, pattern),
          ilike(users.phoneNumber, pattern),
          ilike(users.gamerId, pattern),
        )
      : undefined,
  );
}

function guestWhere(query: GuestListQuery): SQL | undefined {
  return and(
    query.brandId ? eq(guests.brandId, query.brandId) : undefined,
    query.search ? ilike(guests.name, containsPattern(query.search)) : undefined,
  );
}

/** Customers (user accounts of role customer) and guests, as the back office reads them. */
export function createShoppersRepo(db: Database) {
  return {
    async listCustomers(query: CustomerListQuery) {
      const where = customerWhere(query);
      return pageWithTotal(
        db
          .select(customerColumns)
          .from(users)
          .where(where)
          .orderBy(orderNullsLast(CUSTOMER_SORTS[query.sort], query.order), users.id)
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ total: count() }).from(users).where(where),
      );
    },

    async findCustomer(id: string) {
      const [row] = await db
        .select(customerColumns)
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'customer')))
        .limit(1);
      return row;
    },

    /** Blocking also ends every session and sets the customer offline, in one transaction. */
    async setBlocked(id: string, blocked: boolean, reason: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            banned: blocked,
            banReason: blocked ? reason : null,
            banExpires: null,
            ...(blocked ? { isOnline: false } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, id));
        if (blocked) await tx.delete(sessions).where(eq(sessions.userId, id));
      });
    },

    async listGuests(query: GuestListQuery) {
      const where = guestWhere(query);
      return pageWithTotal(
        db
          .select(guestColumns)
          .from(guests)
          .innerJoin(brands, eq(brands.id, guests.brandId))
          .where(where)
          .orderBy(orderNullsLast(GUEST_SORTS[query.sort], query.order), guests.id)
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ total: count() }).from(guests).where(where),
      );
    },

    async findGuest(id: string) {
      const [row] = await db
        .select(guestColumns)
        .from(guests)
        .innerJoin(brands, eq(brands.id, guests.brandId))
        .where(eq(guests.id, id))
        .limit(1);
      return row;
    },
  };
}
export type ShoppersRepo = ReturnType<typeof createShoppersRepo>;

import { and, count, eq, getTableColumns, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { StaffListQuery } from '@tawasul/contracts/staff';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { chatEvents, chatRooms } from '../../db/schema/chats.ts';
import { accounts, sessions, users } from '../../db/schema/users.ts';
import { containsPattern, orderNullsLast, pageOffset, pageWithTotal } from '../../lib/list-sql.ts';

export type StaffRole = 'agent' | 'brand_manager';
export type NewStaff = typeof users.$inferInsert;

const CREDENTIAL_PROVIDER = 'credential';

/** A staff member with its brand's names, read in the same query (one join, no query per row). */
const staffColumns = {
  ...getTableColumns(users),
  brandNameEn: brands.nameEn,
  brandNameAr: brands.nameAr,
};

export interface StaffListFilter extends StaffListQuery {
  role: StaffRole;
}

const SORTS = {
  name: sql`lower(${users.name})`,
  email: users.email,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
} as const;

function listWhere(filter: StaffListFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    eq(users.role, filter.role),
    filter.brandId ? eq(users.brandId, filter.brandId) : undefined,
    filter.active === undefined ? undefined : eq(users.active, filter.active),
    filter.status ? eq(users.isOnline, filter.status === 'online') : undefined,
    pattern
      ? or(
          ilike(users.name, pattern),
          sql`concat_ws(' ', ${users.firstNameAr}, ${users.lastNameAr}) ilike ${pattern}`,
          ilike(users.email, pattern),
          ilike(users.phoneNumber, pattern),
        )
      : undefined,
  );
}

/** Agents and brand managers: user rows of one role, with their credentials and sessions. */
export function createStaffRepo(db: Database) {
  const selectStaff = () => db.select(staffColumns).from(users).leftJoin(brands, eq(brands.id, users.brandId));

  return {
    async list(filter: StaffListFilter) {
      const where = listWhere(filter);
      return pageWithTotal(
        selectStaff()
          .where(where)
          .orderBy(orderNullsLast(SORTS[filter.sort], filter.order), users.id)
          .limit(filter.pageSize)
          .offset(pageOffset(filter)),
        db.select({ total: count() }).from(users).where(where),
      );
    },

    async find(role: StaffRole, id: string) {
      const [row] = await selectStaff()
        .where(and(eq(users.id, id), eq(users.role, role)))
        .limit(1);
      return row;
    },

    /** Who else holds this e-mail or phone (any role: they are unique across all accounts). */
    async holders(contact: { email: string; phone: string | null | undefined }, exceptId?: string) {
      const except = exceptId ? ne(users.id, exceptId) : undefined;
      const [byEmail] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, contact.email), except))
        .limit(1);
      const [byPhone] = contact.phone
        ? await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.phoneNumber, contact.phone), except))
            .limit(1)
        : [];
      return { email: Boolean(byEmail), phone: Boolean(byPhone) };
    },

    async brandExists(brandId: string): Promise<boolean> {
      const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1);
      return Boolean(row);
    },

    async create(values: NewStaff, passwordHash: string): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(values).returning({ id: users.id });
        if (!row) throw new Error('staff insert returned nothing');
        await tx
          .insert(accounts)
          .values({ userId: row.id, accountId: row.id, providerId: CREDENTIAL_PROVIDER, password: passwordHash });
        return row.id;
      });
    },

    /**
     * Updates the row; a new password replaces the stored one. `endSessions` signs the person out everywhere and
     * sets it offline, in the same transaction (deactivation, a password set by someone else).
     */
    async update(id: string, values: Partial<NewStaff>, options: { passwordHash?: string; endSessions?: boolean }) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...values, ...(options.endSessions ? { isOnline: false } : {}), updatedAt: sql`now()` })
          .where(eq(users.id, id));
        if (options.passwordHash) {
          await tx
            .insert(accounts)
            .values({ userId: id, accountId: id, providerId: CREDENTIAL_PROVIDER, password: options.passwordHash })
            .onConflictDoUpdate({
              target: [accounts.providerId, accounts.accountId],
              set: { password: options.passwordHash, updatedAt: sql`now()` },
            });
        }
        if (options.endSessions) await tx.delete(sessions).where(eq(sessions.userId, id));
      });
    },

    /** Whether any chat was ever assigned to the agent or any chat event names it. */
    async hasChatRecords(agentId: string): Promise<boolean> {
      const [room] = await db
        .select({ id: chatRooms.id })
        .from(chatRooms)
        .where(eq(chatRooms.agentId, agentId))
        .limit(1);
      if (room) return true;
      const [event] = await db
        .select({ id: chatEvents.id })
        .from(chatEvents)
        .where(eq(chatEvents.agentId, agentId))
        .limit(1);
      return Boolean(event);
    },

    async delete(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
  };
}
export type StaffRepo = ReturnType<typeof createStaffRepo>;

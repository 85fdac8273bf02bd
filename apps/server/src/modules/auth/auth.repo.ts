import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authEvents } from '../../db/schema/auth-events.ts';
import { accounts, sessions, users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AuthEventInput = typeof authEvents.$inferInsert;

const CREDENTIAL_PROVIDER = 'credential';

export function createAuthRepo(db: Database) {
  return {
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    async findUserByPhone(phone: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.phoneNumber, phone)).limit(1);
      return row;
    },
    async findUserByGamerId(gamerId: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.gamerId}) = lower(${gamerId})`)
        .limit(1);
      return row;
    },
    async findPasswordHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL_PROVIDER)))
        .limit(1);
      return row?.password ?? null;
    },
    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db
        .insert(accounts)
        .values({ userId, accountId: userId, providerId: CREDENTIAL_PROVIDER, password: passwordHash })
        .onConflictDoUpdate({
          target: [accounts.providerId, accounts.accountId],
          set: { password: passwordHash, updatedAt: sql`now()` },
        });
    },
    async createUser(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    },
    async updateUser(id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /** Removes everything personal and every credential and session, in one transaction. */
    async eraseUser(id: string, placeholderName: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await tx.delete(accounts).where(eq(accounts.userId, id));
        await tx
          .update(users)
          .set({
            name: placeholderName,
            email: null,
            emailVerified: false,
            phoneNumber: null,
            phoneNumberVerified: false,
            image: null,
            firstNameEn: null,
            lastNameEn: null,
            firstNameAr: null,
            lastNameAr: null,
            gamerId: null,
            active: false,
            isOnline: false,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, id));
      });
    },
    async recordAuthEvent(event: AuthEventInput): Promise<void> {
      await db.insert(authEvents).values(event);
    },
    /**
     * Which of these session tokens still hold: not ended, not expired, and their account neither deactivated nor
     * blocked (the open sockets' periodic check).
     */
    async liveSessionTokens(tokens: readonly string[]): Promise<Set<string>> {
      if (tokens.length === 0) return new Set();
      const rows = await db
        .select({ token: sessions.token })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            inArray(sessions.token, [...tokens]),
            gt(sessions.expiresAt, sql`now()`),
            eq(users.active, true),
            eq(users.banned, false),
          ),
        );
      return new Set(rows.map((row) => row.token));
    },
    /** A session in use: its end moves forward (session-lifetime.ts decides to when, and how often). */
    async renewSession(token: string, expiresAt: Date, now: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt, updatedAt: now }).where(eq(sessions.token, token));
    },
    async deleteSession(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.token, token));
    },
    /** Signs the user out everywhere, except the session it is using now when one is named. */
    async deleteSessions(userId: string, keepToken?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), keepToken ? ne(sessions.token, keepToken) : undefined));
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;

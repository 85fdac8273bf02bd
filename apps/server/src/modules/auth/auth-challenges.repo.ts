import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { otpChallenges, passwordResetTokens } from '../../db/schema/auth-challenges.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
export type NewOtpChallenge = typeof otpChallenges.$inferInsert;
export type PasswordResetRow = typeof passwordResetTokens.$inferSelect;

/** One-time codes and reset links. Every state change is one conditional UPDATE, so two requests cannot both win. */
export function createAuthChallengesRepo(db: Database) {
  return {
    async insertOtp(values: NewOtpChallenge): Promise<OtpChallengeRow> {
      const [row] = await db.insert(otpChallenges).values(values).returning();
      if (!row) throw new Error('otp insert returned nothing');
      return row;
    },
    async findOtp(id: string): Promise<OtpChallengeRow | undefined> {
      // The id comes from the client; anything but a UUID would make PostgreSQL fail on the uuid column.
      if (!UUID.test(id)) return undefined;
      const [row] = await db.select().from(otpChallenges).where(eq(otpChallenges.id, id)).limit(1);
      return row;
    },
    async latestOtp(destination: string, purpose: OtpChallengeRow['purpose']): Promise<OtpChallengeRow | undefined> {
      const [row] = await db
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.destination, destination), eq(otpChallenges.purpose, purpose)))
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1);
      return row;
    },
    /** Counts a wrong code; answers the attempts made so far, or undefined when none were left. */
    async countWrongAttempt(id: string, maxAttempts: number): Promise<number | undefined> {
      const [row] = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(and(eq(otpChallenges.id, id), lt(otpChallenges.attempts, maxAttempts)))
        .returning({ attempts: otpChallenges.attempts });
      return row?.attempts;
    },
    async markOtpVerified(id: string, at: Date, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(otpChallenges)
        .set({ verifiedAt: at })
        .where(
          and(
            eq(otpChallenges.id, id),
            isNull(otpChallenges.verifiedAt),
            isNull(otpChallenges.usedAt),
            lt(otpChallenges.attempts, maxAttempts),
          ),
        )
        .returning({ id: otpChallenges.id });
      return rows.length === 1;
    },
    async deleteOtp(id: string): Promise<void> {
      await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
    },
    async markOtpUsed(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(otpChallenges)
        .set({ usedAt: at })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.usedAt)))
        .returning({ id: otpChallenges.id });
      return rows.length === 1;
    },

    async insertResetToken(values: typeof passwordResetTokens.$inferInsert): Promise<void> {
      await db.insert(passwordResetTokens).values(values);
    },
    async findResetToken(tokenHash: string): Promise<PasswordResetRow | undefined> {
      const [row] = await db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    /** Marks the link used if it is still unused and unexpired; answers its row when this call won. */
    async consumeResetToken(tokenHash: string, at: Date): Promise<PasswordResetRow | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, at),
          ),
        )
        .returning();
      return row;
    },
  };
}
export type AuthChallengesRepo = ReturnType<typeof createAuthChallengesRepo>;

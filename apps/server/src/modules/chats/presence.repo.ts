// Agent presence (presence.service.ts): the agents' online flags and signs of life, and their online intervals.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { agentPresenceIntervals } from '../../db/schema/chats.ts';
import { users } from '../../db/schema/users.ts';
import type { Executor } from './chats.repo.ts';

export type PresenceIntervalInsert = typeof agentPresenceIntervals.$inferInsert;

/** Sets an online agent offline (by absence or not); whether it was online. */
export async function setOffline(executor: Executor, agentId: string, byAbsence: boolean): Promise<boolean> {
  const rows = await executor
    .update(users)
    .set({ isOnline: false, offlineByAbsence: byAbsence })
    .where(and(eq(users.id, agentId), eq(users.isOnline, true)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Ends the agent's open online interval at the time given. */
export async function endOpenInterval(executor: Executor, agentId: string, at: Date): Promise<void> {
  await executor
    .update(agentPresenceIntervals)
    .set({ endedAt: at })
    .where(and(eq(agentPresenceIntervals.agentId, agentId), isNull(agentPresenceIntervals.endedAt)));
}

/** Sets an offline agent online, seen now; whether it was offline. */
export async function setOnlineIfOffline(executor: Executor, agentId: string, now: Date): Promise<boolean> {
  const rows = await executor
    .update(users)
    .set({ isOnline: true, offlineByAbsence: false, presenceSeenAt: now })
    .where(and(eq(users.id, agentId), eq(users.isOnline, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Records the agent's latest sign of life. */
export async function markSeen(executor: Executor, agentId: string, at: Date): Promise<void> {
  await executor.update(users).set({ presenceSeenAt: at }).where(eq(users.id, agentId));
}

/** Starts online intervals. */
export async function startIntervals(executor: Executor, intervals: PresenceIntervalInsert[]): Promise<void> {
  await executor.insert(agentPresenceIntervals).values(intervals);
}

const idIn = (agentIds: readonly string[]) => sql`${users.id} in ${[...agentIds]}`;

/** Records the agents' latest sign of life. */
export async function markAllSeen(executor: Executor, agentIds: readonly string[], at: Date): Promise<void> {
  await executor.update(users).set({ presenceSeenAt: at }).where(idIn(agentIds));
}

/**
 * Sets online again those of the agents who went offline by absence (active, not banned agents only); the agents
 * set online, with their brands.
 */
export async function bringBackAbsent(
  executor: Executor,
  agentIds: readonly string[],
): Promise<{ id: string; brandId: string | null }[]> {
  return executor
    .update(users)
    .set({ isOnline: true, offlineByAbsence: false })
    .where(
      and(
        idIn(agentIds),
        eq(users.role, 'agent'),
        eq(users.offlineByAbsence, true),
        eq(users.isOnline, false),
        eq(users.active, true),
        eq(users.banned, false),
      ),
    )
    .returning({ id: users.id, brandId: users.brandId });
}

/** Online agents with no sign of life since the cutoff (or none ever), with their brands. */
export async function absentAgents(
  executor: Executor,
  cutoff: Date,
): Promise<{ id: string; brandId: string | null }[]> {
  return executor
    .select({ id: users.id, brandId: users.brandId })
    .from(users)
    .where(
      and(
        eq(users.role, 'agent'),
        eq(users.isOnline, true),
        or(isNull(users.presenceSeenAt), lt(users.presenceSeenAt, cutoff)),
      ),
    );
}

/** How many agents of the brand are active, not banned and online. */
export async function onlineAgentCount(executor: Executor, brandId: string): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.role, 'agent'),
        eq(users.brandId, brandId),
        eq(users.active, true),
        eq(users.banned, false),
        eq(users.isOnline, true),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The agent's brand; undefined when there is no such user. */
export async function agentBrand(executor: Executor, agentId: string): Promise<{ brandId: string | null } | undefined> {
  const [agent] = await executor.select({ brandId: users.brandId }).from(users).where(eq(users.id, agentId)).limit(1);
  return agent;
}

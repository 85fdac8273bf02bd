import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { PRESENCE_GRACE_SECONDS } from '@tawasul/contracts/socket-events';
import type { Database } from '../../db/client.ts';
import { agentPresenceIntervals } from '../../db/schema/chats.ts';
import { users } from '../../db/schema/users.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';

/**
 * Agent presence: the agent's own choice (online/offline), kept true by its sockets. When all of an agent's sockets
 * have been gone for the grace period it goes offline by itself. Every online stretch is an interval (reports).
 */
export function createPresenceService({ db, clock, events }: { db: Database; clock: Clock; events: DomainEvents }) {
  async function goOffline(agentId: string, brandId: string, at: Date): Promise<boolean> {
    const changed = await db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ isOnline: false })
        .where(and(eq(users.id, agentId), eq(users.isOnline, true)))
        .returning({ id: users.id });
      await tx
        .update(agentPresenceIntervals)
        .set({ endedAt: at })
        .where(and(eq(agentPresenceIntervals.agentId, agentId), isNull(agentPresenceIntervals.endedAt)));
      return rows.length > 0;
    });
    if (changed) events.emit('presence.changed', { agentId, brandId, online: false });
    return changed;
  }

  return {
    /** The agent's choice; going online also counts as a sign of life. Returns the state now. */
    async setOnline(agent: { id: string; brandId: string }, online: boolean): Promise<boolean> {
      const now = clock.now();
      if (!online) {
        await goOffline(agent.id, agent.brandId, now);
        return false;
      }
      const changed = await db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({ isOnline: true, presenceSeenAt: now })
          .where(and(eq(users.id, agent.id), eq(users.isOnline, false)))
          .returning({ id: users.id });
        if (rows.length === 0) {
          await tx.update(users).set({ presenceSeenAt: now }).where(eq(users.id, agent.id));
          return false;
        }
        await tx.insert(agentPresenceIntervals).values({ agentId: agent.id, brandId: agent.brandId, startedAt: now });
        return true;
      });
      if (changed) {
        events.emit('presence.changed', { agentId: agent.id, brandId: agent.brandId, online: true });
        events.emit('routing.needed', { brandId: agent.brandId });
      }
      return true;
    },

    /** Agents with a socket on this node are alive (called on connect and every few seconds). */
    async heartbeat(agentIds: readonly string[]): Promise<void> {
      if (agentIds.length === 0) return;
      await db
        .update(users)
        .set({ presenceSeenAt: clock.now() })
        .where(sql`${users.id} in ${[...agentIds]}`);
    },

    /** Sweep: online agents no socket has vouched for within the grace period go offline. */
    async sweepAbsent(): Promise<number> {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - PRESENCE_GRACE_SECONDS * 1000);
      const absent = await db
        .select({ id: users.id, brandId: users.brandId })
        .from(users)
        .where(
          and(
            eq(users.role, 'agent'),
            eq(users.isOnline, true),
            or(isNull(users.presenceSeenAt), lt(users.presenceSeenAt, cutoff)),
          ),
        );
      let count = 0;
      for (const agent of absent) if (await goOffline(agent.id, agent.brandId ?? '', now)) count += 1;
      return count;
    },

    /** How many agents of the brand are online and may take chats now (the widget offers the contact form at 0). */
    async onlineAgents(brandId: string): Promise<number> {
      const [row] = await db
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
    },

    /** A deactivated or blocked agent goes offline at once (its interval ends). */
    async forceOffline(agentId: string): Promise<void> {
      const [agent] = await db.select({ brandId: users.brandId }).from(users).where(eq(users.id, agentId)).limit(1);
      if (agent) await goOffline(agentId, agent.brandId ?? '', clock.now());
    },
  };
}
export type PresenceService = ReturnType<typeof createPresenceService>;

import { PRESENCE_GRACE_SECONDS } from '@tawasul/contracts/socket-events';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import {
  absentAgents,
  agentBrand,
  bringBackAbsent,
  endOpenInterval,
  markAllSeen,
  markSeen,
  onlineAgentCount,
  setOffline,
  setOnlineIfOffline,
  startIntervals,
} from './presence.repo.ts';

/**
 * Agent presence: the agent's own choice (online/offline), kept true by its sockets. When all of an agent's sockets
 * have been gone for the grace period it goes offline by itself, "by absence": when a socket of theirs comes back it
 * is online again, while an agent who chose offline stays so. Absence is swept only once this node has been up for
 * the grace period, so a node starting after an outage of the whole deployment does not count that outage as every
 * agent's absence before their sockets had time to reconnect. Every online stretch is an interval (reports).
 */
export function createPresenceService({
  db,
  clock,
  events,
  onWentOffline,
}: {
  db: Database;
  clock: Clock;
  events: DomainEvents;
  /** Awaited after an agent went offline: its offers go back to the queue (chat-sweeps' `returnOffersOf`). */
  onWentOffline?: (agentId: string, brandId: string) => Promise<unknown>;
}) {
  const startedAt = clock.now().getTime();

  async function goOffline(agentId: string, brandId: string, at: Date, byAbsence = false): Promise<boolean> {
    const changed = await db.transaction(async (tx) => {
      const wasOnline = await setOffline(tx, agentId, byAbsence);
      await endOpenInterval(tx, agentId, at);
      return wasOnline;
    });
    if (changed) events.emit('presence.changed', { agentId, brandId, online: false });
    // Also when it already was offline: an offer made in the same instant must not stay with it.
    if (onWentOffline && brandId) await onWentOffline(agentId, brandId);
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
        const wasOffline = await setOnlineIfOffline(tx, agent.id, now);
        if (!wasOffline) {
          await markSeen(tx, agent.id, now);
          return false;
        }
        await startIntervals(tx, [{ agentId: agent.id, brandId: agent.brandId, startedAt: now }]);
        return true;
      });
      if (changed) {
        events.emit('presence.changed', { agentId: agent.id, brandId: agent.brandId, online: true });
        events.emit('routing.needed', { brandId: agent.brandId });
      }
      return true;
    },

    /**
     * Agents with a socket on this node are alive (called on connect and every few seconds). Those who went offline
     * by absence are online again (a new interval; routing runs for their brand).
     */
    async heartbeat(agentIds: readonly string[]): Promise<void> {
      if (agentIds.length === 0) return;
      const now = clock.now();
      const back = await db.transaction(async (tx) => {
        await markAllSeen(tx, agentIds, now);
        const rows = await bringBackAbsent(tx, agentIds);
        const returning = rows.filter((row): row is { id: string; brandId: string } => row.brandId !== null);
        if (returning.length > 0) {
          await startIntervals(
            tx,
            returning.map((row) => ({ agentId: row.id, brandId: row.brandId, startedAt: now })),
          );
        }
        return returning;
      });
      for (const agent of back) {
        events.emit('presence.changed', { agentId: agent.id, brandId: agent.brandId, online: true });
        events.emit('routing.needed', { brandId: agent.brandId });
      }
    },

    /**
     * Sweep: online agents no socket has vouched for within the grace period go offline by absence. Nobody is swept
     * before this node has been up for the grace period: their sockets may still be reconnecting to it.
     */
    async sweepAbsent(): Promise<number> {
      const now = clock.now();
      if (now.getTime() - startedAt < PRESENCE_GRACE_SECONDS * 1000) return 0;
      const cutoff = new Date(now.getTime() - PRESENCE_GRACE_SECONDS * 1000);
      const absent = await absentAgents(db, cutoff);
      let count = 0;
      for (const agent of absent) if (await goOffline(agent.id, agent.brandId ?? '', now, true)) count += 1;
      return count;
    },

    /** How many agents of the brand are online and may take chats now (the widget offers the contact form at 0). */
    async onlineAgents(brandId: string): Promise<number> {
      return onlineAgentCount(db, brandId);
    },

    /** A deactivated or blocked agent goes offline at once (its interval ends). */
    async forceOffline(agentId: string): Promise<void> {
      const agent = await agentBrand(db, agentId);
      if (agent) await goOffline(agentId, agent.brandId ?? '', clock.now());
    },
  };
}
export type PresenceService = ReturnType<typeof createPresenceService>;

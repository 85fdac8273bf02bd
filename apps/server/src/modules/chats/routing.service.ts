import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ChatsRepo, Executor } from './chats.repo.ts';
import {
  agentLoad,
  brandsWithWaitingChats,
  lockAgent,
  lockBrandRouting,
  markAssigned,
  routingCandidates,
  waitingChatsToRoute,
} from './routing.repo.ts';

/** How long an agent who declined a chat, or let its offer lapse, is not offered the same chat again. */
export const REOFFER_COOLDOWN_MS = 60 * 60 * 1000;
/** Waiting chats one routing pass looks at, oldest first. */
const QUEUE_BATCH = 100;

export interface Offer {
  chatId: string;
  agentId: string;
}

/**
 * The router of DESIGN.md section 2. An agent is eligible when active, of the chat's brand, online and below the
 * brand's maximum; among them the fewest chats wins, then the least recently assigned. A reopened chat prefers its
 * previous agent; an agent who declined or let the chat lapse within the hour is skipped while another eligible agent
 * is free, and offered it again when none is (a chat never waits while an eligible agent has room). Each pass runs in one
 * transaction under the brand's advisory lock and locks each chosen agent's row, recounting its load after the lock:
 * capacity holds under any number of simultaneous chats and nodes.
 */
export function createRoutingService(deps: {
  db: Database;
  repo: ChatsRepo;
  clock: Clock;
  /** The brand's maximum of chats per agent, read through the routing pass's own transaction. */
  maxConversations: (executor: Executor, brandId: string) => Promise<number>;
}) {
  const { db, repo, clock } = deps;

  async function routeBrand(brandId: string): Promise<Offer[]> {
    return db.transaction(async (tx) => {
      await lockBrandRouting(tx, brandId);
      // Read under the brand's lock, never from a cache: a maximum lowered a moment ago on another node holds at once.
      const max = await deps.maxConversations(tx, brandId);
      const now = clock.now();
      const cooldownStart = new Date(now.getTime() - REOFFER_COOLDOWN_MS);
      const candidates = await routingCandidates(tx, brandId);
      const agents = candidates
        .map((row) => ({
          id: row.id,
          load: Number(row.load),
          lastAssigned: row.last_assigned_at ? new Date(row.last_assigned_at).getTime() : 0,
        }))
        .filter((agent) => agent.load < max);
      if (agents.length === 0) return [];

      const queue = await waitingChatsToRoute(tx, brandId, cooldownStart, QUEUE_BATCH);

      const offers: Offer[] = [];
      for (const chat of queue) {
        if (agents.every((agent) => agent.load >= max)) break;
        const free = agents.filter((agent) => agent.load < max);
        const fresh = free.filter((agent) => !(chat.excluded ?? []).includes(agent.id));
        // Nobody else is free: offering it again to one who declined or let it lapse beats waiting.
        const open = fresh.length > 0 ? fresh : free;
        const chosen =
          open.find((agent) => agent.id === chat.previous_agent_id) ??
          open.sort((a, b) => a.load - b.load || a.lastAssigned - b.lastAssigned)[0];
        if (!chosen) continue;
        await lockAgent(tx, chosen.id);
        // The lock may have waited for an accept, a close or a manual assignment on another node: count again.
        chosen.load = await agentLoad(tx, chosen.id);
        if (chosen.load >= max) continue;
        await repo.update(tx, chat.id, {
          status: 'pending_acceptance',
          agentId: chosen.id,
          offeredAt: now,
          updatedAt: now,
        });
        await markAssigned(tx, chosen.id, now);
        await repo.addEvent(tx, { chatId: chat.id, brandId, agentId: chosen.id, kind: 'offered', at: now });
        chosen.load += 1;
        chosen.lastAssigned = now.getTime();
        offers.push({ chatId: chat.id, agentId: chosen.id });
      }
      return offers;
    });
  }

  return {
    routeBrand,

    /** Brands with chats waiting now (the periodic sweep routes each). */
    async brandsWithQueue(): Promise<string[]> {
      return brandsWithWaitingChats(db);
    },
  };
}
export type RoutingService = ReturnType<typeof createRoutingService>;

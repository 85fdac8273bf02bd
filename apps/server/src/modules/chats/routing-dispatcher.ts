import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from '../../lib/domain-events.ts';
import { readerAgentId } from './chat-engine-core.ts';
import { toChatResponse } from './chat-response.ts';
import type { ChatsRepo } from './chats.repo.ts';
import type { RoutingService } from './routing.service.ts';

/**
 * Runs the router when something may let a waiting chat be assigned, at most one pass per brand at a time on this
 * node plus one queued behind it (a queued pass starts after the caller's commit, so it sees the caller's chat).
 * Other nodes are kept in step by the router's advisory lock. Each offer is announced to its agent.
 */
export function createRoutingDispatcher(deps: {
  routing: RoutingService;
  repo: ChatsRepo;
  events: DomainEvents;
  logger: FastifyBaseLogger;
}) {
  const { routing, repo, events, logger } = deps;
  const queued = new Map<string, Promise<void>>();
  const active = new Map<string, Promise<void>>();

  async function pass(brandId: string): Promise<void> {
    const offers = await routing.routeBrand(brandId);
    for (const offer of offers) {
      const view = await repo.view(offer.chatId);
      if (!view) continue;
      const chat = toChatResponse(view);
      events.emit('chat.offered', { chat, agentId: offer.agentId });
      events.emit('chat.changed', { chat, readerAgentId: readerAgentId(view.chat) });
    }
  }

  function requestRouting(brandId: string): Promise<void> {
    const waiting = queued.get(brandId);
    if (waiting) return waiting;
    const previous = active.get(brandId) ?? Promise.resolve();
    const next: Promise<void> = previous
      .then(async () => {
        queued.delete(brandId);
        active.set(brandId, next);
        await pass(brandId);
      })
      .catch((error: unknown) => logger.error({ err: error, brandId }, 'routing failed'))
      .finally(() => {
        if (active.get(brandId) === next) active.delete(brandId);
      });
    queued.set(brandId, next);
    return next;
  }

  return {
    requestRouting,
    /** Every brand with a queue (the periodic sweep, and after the platform settings change). */
    async routeAll(): Promise<void> {
      await Promise.all((await routing.brandsWithQueue()).map((brandId) => requestRouting(brandId)));
    },
  };
}
export type RoutingDispatcher = ReturnType<typeof createRoutingDispatcher>;

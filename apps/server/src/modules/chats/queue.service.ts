import type { FastifyBaseLogger } from 'fastify';
import type { ChatResponse } from '@tawasul/contracts/chats';
import type { QueueStatus } from '@tawasul/contracts/widget';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import { brandQueueRows, type QueueRow } from './queue.repo.ts';

/** The acceptances an estimate is made from: the brand's latest ones within this window. */
const ESTIMATE_WINDOW_MS = 24 * 60 * 60 * 1000;
const ESTIMATE_SAMPLE = 20;

/**
 * Where waiting chats stand (decision 012). A chat's position is 1 + the brand's waiting chats that started waiting
 * before it, in the router's order; the estimate is the median time from "waiting" to "accepted" over the brand's
 * last 20 acceptances of the past day (from the append-only `chat_events`), times the rounds of online agents ahead
 * of it; with no agent online there is none. One query answers for every waiting chat of a brand.
 */
export function createQueueService({ db, clock }: { db: Database; clock: Clock }) {
  async function brandQueue(brandId: string): Promise<{ statuses: QueueStatus[]; agentsOnline: number }> {
    const now = clock.now();
    const since = new Date(now.getTime() - ESTIMATE_WINDOW_MS);
    const rows = await brandQueueRows(db, brandId, { since, until: now, sample: ESTIMATE_SAMPLE });
    const agentsOnline = Number(rows[0]?.online ?? 0);
    const median = rows[0]?.median === null || rows[0]?.median === undefined ? null : Number(rows[0].median);
    const statuses = rows
      .filter((row): row is QueueRow & { id: string; position: number } => row.id !== null && row.position !== null)
      .map((row) => ({
        chatId: row.id,
        position: Number(row.position),
        // Nobody online: no estimate at all (the widget offers the contact form instead).
        estimatedWaitSeconds:
          median === null || agentsOnline === 0
            ? null
            : Math.round(median * Math.ceil(Number(row.position) / agentsOnline)),
        agentsOnline,
      }));
    return { statuses, agentsOnline };
  }

  return {
    brandQueue,

    /** The chat's place in its brand's queue; null position and estimate once it is not waiting. */
    async forChat(chat: Pick<ChatResponse, 'id' | 'brandId' | 'status'>): Promise<QueueStatus> {
      const { statuses, agentsOnline } = await brandQueue(chat.brandId);
      const found = chat.status === 'waiting_for_agent' ? statuses.find((s) => s.chatId === chat.id) : undefined;
      return found ?? { chatId: chat.id, position: null, estimatedWaitSeconds: null, agentsOnline };
    },
  };
}
export type QueueService = ReturnType<typeof createQueueService>;

/** Statuses whose chats may have just joined or left a queue. */
const QUEUE_MOVES = new Set<ChatResponse['status']>(['waiting_for_agent', 'pending_acceptance', 'closed']);

/**
 * Tells every waiting chat of a brand where it stands whenever the brand's queue may have changed (a chat starts
 * waiting, is offered, declined, lapsed or closed; an agent goes online or offline). Requests are batched per brand:
 * at most one pass running and one queued on this node, each one query for the whole brand, announced as
 * `queue.changed` (realtime pushes `chat:queue` to each chat's room).
 */
export function createQueueBroadcaster(deps: { queue: QueueService; events: DomainEvents; logger: FastifyBaseLogger }) {
  const { queue, events, logger } = deps;
  const queued = new Map<string, Set<string>>();
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  async function pass(brandId: string, left: Set<string>): Promise<void> {
    if (stopped) return;
    const { statuses, agentsOnline } = await queue.brandQueue(brandId);
    const waiting = new Set(statuses.map((status) => status.chatId));
    const gone = [...left]
      .filter((chatId) => !waiting.has(chatId))
      .map((chatId) => ({ chatId, position: null, estimatedWaitSeconds: null, agentsOnline }));
    if (statuses.length + gone.length > 0) events.emit('queue.changed', { brandId, statuses: [...statuses, ...gone] });
  }

  function request(brandId: string, leftChatId?: string): void {
    if (stopped) return;
    const waiting = queued.get(brandId);
    if (waiting) {
      if (leftChatId) waiting.add(leftChatId);
      return;
    }
    const left = new Set(leftChatId ? [leftChatId] : []);
    queued.set(brandId, left);
    const previous = running.get(brandId) ?? Promise.resolve();
    const next: Promise<void> = previous
      // One turn of the event loop lets a burst of changes (a routing pass's offers) join this pass.
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        queued.delete(brandId);
        return pass(brandId, left);
      })
      .catch((error: unknown) => logger.error({ err: error, brandId }, 'queue update failed'))
      .finally(() => {
        if (running.get(brandId) === next) running.delete(brandId);
      });
    running.set(brandId, next);
  }

  const unsubscribe = [
    events.on('chat.changed', ({ chat, activityOnly }) => {
      // A message moves no chat in the queue.
      if (activityOnly || !QUEUE_MOVES.has(chat.status)) return;
      request(chat.brandId, chat.status === 'waiting_for_agent' ? undefined : chat.id);
    }),
    events.on('presence.changed', ({ brandId }) => {
      if (brandId) request(brandId);
    }),
  ];

  return {
    request,
    /** Stops listening and waits for the passes under way (the app is closing). */
    async stop(): Promise<void> {
      stopped = true;
      for (const off of unsubscribe) off();
      await Promise.all([...running.values()]);
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { databaseFailure } from '../lib/db-errors.ts';
import type { ChatsService } from '../modules/chats/chats.service.ts';
import type { PresenceService } from '../modules/chats/presence.service.ts';
import type { RoutingDispatcher } from '../modules/chats/routing-dispatcher.ts';

/** Any fixed number: one node at a time runs a sweep. */
const SWEEP_LOCK_KEY = 7_301_957;

export interface SweepResult {
  lapsed: number;
  closed: number;
  alerts: number;
  reminders: number;
  offline: number;
}

/**
 * Every timeout of the chat engine, enforced from database state (DESIGN.md section 2): offers that lapsed,
 * inactive chats, response delays, absent agents, and a routing pass for every queue. Each change re-checks its row
 * under a lock, so two nodes sweeping at once would still act once; the advisory lock just spares the duplicate
 * work. A restart loses nothing: the next sweep finds what is due.
 */
export function createChatSweeps(deps: {
  database: DatabaseHandle;
  chats: ChatsService;
  presence: PresenceService;
  dispatcher: RoutingDispatcher;
  logger: FastifyBaseLogger;
}) {
  const { database, chats, presence, dispatcher, logger } = deps;

  async function runOnce(options: { batchSize?: number } = {}): Promise<SweepResult | null> {
    const { batchSize } = options;
    return database.withAdvisoryLock(SWEEP_LOCK_KEY, async () => {
      const offline = await presence.sweepAbsent();
      const lapsed = await chats.lapseExpiredOffers(batchSize);
      const closed = await chats.closeInactive(batchSize);
      const { alerts, reminders } = await chats.checkResponseDelays(batchSize);
      await dispatcher.routeAll();
      return { lapsed, closed, alerts, reminders, offline };
    });
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    runOnce,
    start(intervalMs: number) {
      timer = setInterval(() => {
        if (running) return;
        running = runOnce()
          .catch((error: unknown) =>
            // The database out of reach is not a bug: the next sweep after it returns finds what is due.
            databaseFailure(error) === 'unavailable'
              ? logger.warn({ err: error }, 'chat sweep skipped: database unavailable')
              : logger.error({ err: error }, 'chat sweep failed'),
          )
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
export type ChatSweeps = ReturnType<typeof createChatSweeps>;

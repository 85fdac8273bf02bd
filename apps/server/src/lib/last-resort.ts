import type { FastifyBaseLogger } from 'fastify';

interface ProcessEvents {
  on(event: 'uncaughtException', listener: (error: Error, origin: string) => void): unknown;
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

/**
 * The process's last resort (decision 017). A rejection nobody awaited is logged and the node keeps serving: it ends
 * one asynchronous task and leaves no half-run synchronous code behind. An uncaught exception is logged as fatal and
 * the node drains and exits with 1, for its supervisor to start a fresh one: after one, Node's state is undefined.
 */
export function installLastResortHandlers(
  target: ProcessEvents,
  options: { log: FastifyBaseLogger; drainAndExit(code: number): void },
): void {
  const { log, drainAndExit } = options;
  target.on('unhandledRejection', (reason) => {
    log.error({ err: reason, kind: 'unhandledRejection' }, 'a promise rejected with nobody to handle it');
  });
  target.on('uncaughtException', (error, origin) => {
    log.fatal({ err: error, kind: origin }, 'uncaught exception: draining and exiting');
    drainAndExit(1);
  });
}

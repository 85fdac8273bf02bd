import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { ERROR_CATALOG, formatMessage } from '@tawasul/contracts/errors';
import { controlCharacterPaths } from '@tawasul/contracts/text-fields';
import { CLIENT_EVENT_SCHEMAS, type ClientToServerEvents } from '@tawasul/contracts/socket-events';
import { isAppError } from '../lib/app-error.ts';
import { databaseFailure } from '../lib/db-errors.ts';

type ClientEvent = keyof ClientToServerEvents;
type Payload<E extends ClientEvent> = z.output<(typeof CLIENT_EVENT_SCHEMAS)[E]>;
type Reply<E extends ClientEvent> =
  Parameters<ClientToServerEvents[E]> extends [unknown, (reply: infer R) => void] ? R : never;
type Failure = { ok: false; code: string; message: string };

/** What a socket offers the guard: Socket.IO's own `on`, untyped, since a client may send anything at all. */
interface ListeningSocket {
  id: string;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

function failure(error: unknown): Failure {
  if (isAppError(error)) {
    return { ok: false, code: error.code, message: formatMessage(ERROR_CATALOG[error.code].en, error.options.params) };
  }
  // The database out of reach (decision 017): the client retries, as it would after an HTTP 503.
  if (databaseFailure(error) === 'unavailable') {
    return { ok: false, code: 'SERVICE_UNAVAILABLE', message: ERROR_CATALOG.SERVICE_UNAVAILABLE.en };
  }
  return { ok: false, code: 'INTERNAL_ERROR', message: ERROR_CATALOG.INTERNAL_ERROR.en };
}

/** A payload's shape for the log, never its content (it may be a megabyte of anything). */
function shapeOf(payload: unknown): string {
  if (payload === null) return 'null';
  if (Array.isArray(payload)) return `array(${payload.length})`;
  return typeof payload;
}

/**
 * Registers a client→server event's handler behind its payload schema from the contracts. A payload that does not
 * match (or holds control characters, which the HTTP routes refuse too) answers `{ ok: false, code: 'VALIDATION_FAILED' }` through the ack, or is ignored when the client asked for
 * none. Whatever the handler throws or rejects with becomes the ack's failure (an unexpected error is logged with
 * the event and the socket's person), so nothing a client sends can escape into the process.
 */
export function onClientEvent<E extends ClientEvent>(
  socket: ListeningSocket,
  event: E,
  context: { log: FastifyBaseLogger; who: Record<string, unknown> },
  handler: (payload: Payload<E>) => Promise<Reply<E> | undefined> | Reply<E> | undefined,
): void {
  const schema = CLIENT_EVENT_SCHEMAS[event];
  socket.on(event, (...args: unknown[]) => {
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as (reply: unknown) => void) : undefined;
    const payload = ack && args.length === 1 ? undefined : args[0];
    const answer = (reply: unknown) => {
      try {
        ack?.(reply);
      } catch (error) {
        context.log.error({ err: error, event, socket: socket.id, ...context.who }, 'socket ack failed');
      }
    };
    const parsed = schema.safeParse(payload);
    if (!parsed.success || controlCharacterPaths(parsed.data).length > 0) {
      answer({ ok: false, code: 'VALIDATION_FAILED', message: ERROR_CATALOG.VALIDATION_FAILED.en });
      return;
    }
    let pending: Promise<unknown>;
    try {
      pending = Promise.resolve(handler(parsed.data as Payload<E>));
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (reply) => {
        if (reply !== undefined) answer(reply);
      },
      (error: unknown) => {
        if (databaseFailure(error) === 'unavailable') {
          context.log.warn({ err: error, event, socket: socket.id, ...context.who }, 'database unavailable');
        } else if (!isAppError(error)) {
          context.log.error(
            { err: error, event, socket: socket.id, payload: shapeOf(payload), ...context.who },
            'socket event failed',
          );
        }
        answer(failure(error));
      },
    );
  });
}

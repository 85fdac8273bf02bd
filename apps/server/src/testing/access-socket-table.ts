import { randomUUID } from 'node:crypto';
import type { ClientToServerEvents } from '@tawasul/contracts/socket-events';
import { brandOf } from './access-table.ts';
import { CHATS, READERS, type AccessWorld, type Caller, type ChatKey } from './access-world.ts';
import type { LiveClient, PayloadOf, ServerEventName } from './socket-clients.ts';

// Issue 17's access matrix, socket events (decision 030): who may send each client→server event for a chat, how a
// refused caller is sent it, and who may receive each server→client event. The HTTP table is access-table.ts.

export type ClientEvent = keyof ClientToServerEvents;
/** A chat of the world, or `unknown`: an id that names no chat. */
export type SocketTarget = ChatKey | 'unknown';
export const SOCKET_TARGETS: readonly SocketTarget[] = [...CHATS, 'unknown'];

const SHOPPERS: readonly Caller[] = ['customer1', 'customer2', 'guestA', 'guestB'];
const AGENTS: readonly Caller[] = ['agentA', 'agentA2', 'agentB', 'agentB2'];
const isStaff = (caller: Caller) => caller !== 'signedOut' && !SHOPPERS.includes(caller);

/** The brand each caller belongs to in the world (customers: the brand of their only chat); the admin none. */
export function homeBrand(caller: Caller): 'A' | 'B' | null {
  if (caller === 'customer1') return 'A';
  if (caller === 'customer2') return 'B';
  return brandOf(caller);
}

const reads = (caller: Caller, target: SocketTarget) => target !== 'unknown' && READERS[target].includes(caller);

/** What a refused send came back with: every ack (checked for leaks by the caller) and what went wrong. */
interface Refusal {
  acks: unknown[];
  problems: string[];
}

const ACK_MS = 5_000;

async function expectRefused(socket: LiveClient, event: ClientEvent, payload: unknown): Promise<Refusal> {
  try {
    const ack: unknown = await socket.socket.timeout(ACK_MS).emitWithAck(event as 'chat:join', payload as never);
    const refused = (ack as { ok?: unknown } | null)?.ok === false;
    return { acks: [ack], problems: refused ? [] : [`${event} accepted: ${JSON.stringify(ack).slice(0, 120)}`] };
  } catch {
    // The server answers every refusal through the ack (client-events.ts): silence means it did the thing.
    return { acks: [], problems: [`${event} not refused (no ack)`] };
  }
}

export interface SocketRule {
  /** Who may send the event for the chat. */
  allowed: (caller: Caller, target: SocketTarget) => boolean;
  /**
   * Sends the event as a caller the rule refuses. Events with an ack must answer `ok: false`; those without one must
   * change nothing and reach nobody (the matrix checks every socket's log after each event's round).
   */
  refuse: (socket: LiveClient, caller: Caller, chatId: string, world: AccessWorld) => Promise<Refusal>;
}

/** Every client→server event and who may send it. An event the server listens to without an entry fails the matrix. */
export const SOCKET_ACCESS: { [E in ClientEvent]: SocketRule } = {
  'chat:join': {
    allowed: reads,
    refuse: (socket, _caller, chatId) => expectRefused(socket, 'chat:join', { chatId, afterSeq: 0 }),
  },
  // A chat's shopper and its agent write; its moderators read only (the HTTP route's rules).
  'message:send': {
    allowed: (caller, target) => reads(caller, target) && (SHOPPERS.includes(caller) || AGENTS.includes(caller)),
    async refuse(socket, _caller, chatId, world) {
      const fresh = await expectRefused(socket, 'message:send', {
        chatId,
        message: { id: randomUUID(), body: `probe-${randomUUID()}`, attachmentIds: [] },
      });
      // Another chat's message id: a resend of someone else's message must not hand it back.
      const taken = await Promise.all(
        CHATS.map((key) =>
          expectRefused(socket, 'message:send', {
            chatId,
            message: { id: world.chats[key].messageId, body: 'resend', attachmentIds: [] },
          }),
        ),
      );
      return {
        acks: [...fresh.acks, ...taken.flatMap((r) => r.acks)],
        problems: [...fresh.problems, ...taken.flatMap((r) => r.problems)],
      };
    },
  },
  // Leaving a room one is not in does nothing: it only ever touches the caller's own socket.
  'chat:leave': {
    allowed: reads,
    async refuse(socket, _caller, chatId) {
      socket.socket.emit('chat:leave', { chatId });
      return { acks: [], problems: [] };
    },
  },
  // Typing reaches a chat's room only from a socket in it (a reader who joined).
  typing: {
    allowed: reads,
    async refuse(socket, _caller, chatId) {
      socket.socket.emit('typing', { chatId, typing: true });
      return { acks: [], problems: [] };
    },
  },
  // A delivery mark from someone who does not read the chat is refused (shoppers and agents, through the ack when
  // one is asked for); a manager's or admin's marks are no marks at all, and change nothing.
  delivered: {
    allowed: reads,
    async refuse(socket, caller, chatId) {
      if (SHOPPERS.includes(caller) || AGENTS.includes(caller)) {
        return expectRefused(socket, 'delivered', { chatId, seq: 1_000_000 });
      }
      socket.socket.emit('delivered', { chatId, seq: 1_000_000 });
      return { acks: [], problems: [] };
    },
  },
};

type ReceiveRule<E extends ServerEventName> = (caller: Caller, payload: PayloadOf<E>, world: AccessWorld) => boolean;

/** The world's chat with this id, or `unknown`. */
function chatKeyOf(world: AccessWorld, chatId: string | null | undefined): SocketTarget {
  return CHATS.find((key) => world.chats[key].id === chatId) ?? 'unknown';
}
function brandKeyOf(world: AccessWorld, brandId: string): 'A' | 'B' | null {
  return world.brands.A.id === brandId ? 'A' : world.brands.B.id === brandId ? 'B' : null;
}
const chatReader = (caller: Caller, chatId: string, world: AccessWorld) => reads(caller, chatKeyOf(world, chatId));
/** The admin, and the brand's managers and agents. */
const brandStaff = (caller: Caller, brandId: string, world: AccessWorld) => {
  const brand = brandKeyOf(world, brandId);
  return caller === 'admin' || (isStaff(caller) && brand !== null && brandOf(caller) === brand);
};

/**
 * Who may receive each server→client event, from its payload. Typed over every event of the contract: a new event
 * fails the typecheck until it has a rule, and an event the table does not know fails the matrix at run time.
 */
export const RECEIVES: { [E in ServerEventName]: ReceiveRule<E> } = {
  'chat:updated': (caller, chat, world) => chatReader(caller, chat.id, world),
  'chat:offered': (caller, chat, world) => AGENTS.includes(caller) && brandStaff(caller, chat.brandId, world),
  // An internal note is for the chat's staff alone.
  'message:created': (caller, message, world) =>
    chatReader(caller, message.chatId, world) && (!message.internal || isStaff(caller)),
  'message:updated': (caller, message, world) =>
    chatReader(caller, message.chatId, world) && (!message.internal || isStaff(caller)),
  typing: (caller, event, world) => chatReader(caller, event.chatId, world),
  receipt: (caller, event, world) => chatReader(caller, event.chatId, world),
  'chat:queue': (caller, status, world) => chatReader(caller, status.chatId, world),
  'critical:created': (caller, critical, world) => brandStaff(caller, critical.brandId, world),
  'alert:response-delay': (caller, alert, world) => brandStaff(caller, alert.brandId, world),
  'notification:created': (caller, notification, world) =>
    isStaff(caller) && (!notification.chatId || chatReader(caller, notification.chatId, world)),
  'presence:changed': (caller, event, world) => brandStaff(caller, event.brandId, world),
  'queue:changed': (caller, event, world) => brandStaff(caller, event.brandId, world),
  'shopper:notification': (caller, notification, world) =>
    SHOPPERS.includes(caller) && chatReader(caller, notification.chatId, world),
  'dashboard:changed': (caller, event, world) =>
    caller === 'admin' || (caller.startsWith('manager') && brandStaff(caller, event.brandId, world)),
};

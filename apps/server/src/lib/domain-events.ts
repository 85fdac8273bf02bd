import { EventEmitter } from 'node:events';
import type {
  ChatResponse,
  CriticalMessageResponse,
  MessageResponse,
  NotificationResponse,
} from '@tawasul/contracts/chats';
import type { PresenceEvent, ReceiptEvent, ResponseDelayAlert, TypingEvent } from '@tawasul/contracts/socket-events';
import type { DashboardChangedEvent } from '@tawasul/contracts/reports';
import type { QueueStatus, ShopperNotification } from '@tawasul/contracts/widget';

/**
 * What the chat engine tells the rest of the product, after the change is committed. Realtime pushes them to
 * sockets, notifications turn some into the notification centre; the report tables are written in the change's
 * own transaction, not from here.
 */
interface DomainEventMap {
  /**
   * Status, agent, last message or receipts changed. `previousAgentId`: the agent it was taken from, if any;
   * `readerAgentId`: the one agent who may read it now (chat-engine-core's `readerAgentId`), every other agent's
   * sockets leave its room. `activityOnly`: a message moved only its activity and preview (its status, agent and
   * members are as they were); these come at most once a second per chat (`modules/chats/chat-activity.ts`).
   */
  'chat.changed': {
    chat: ChatResponse;
    previousAgentId?: string | null;
    readerAgentId: string | null;
    activityOnly?: boolean;
  };
  'chat.offered': { chat: ChatResponse; agentId: string };
  'message.created': { message: MessageResponse; chat: ChatResponse };
  'message.updated': { message: MessageResponse; chat: ChatResponse };
  'chat.typing': TypingEvent;
  'chat.receipt': ReceiptEvent;
  /** A closed chat was reopened by its shopper (and the brand's "reopen chat" notification is on). */
  'chat.reopened': { chat: ChatResponse; previousAgentId: string | null };
  /**
   * The chat was handed to `toAgentId` by a manager (changing its agent) or by its agent (a transfer with a note for
   * the receiver, never for the shopper). The receiver is alerted.
   */
  'chat.transferred': {
    chat: ChatResponse;
    fromAgentId: string | null;
    toAgentId: string;
    fromName: string | null;
    fromNameAr: string | null;
    note: string;
  };
  /** An admin or manager took the chat away from `previousAgentId`. */
  'chat.reassigned': { chat: ChatResponse; previousAgentId: string };
  /** The shopper wrote to an assigned chat (and the brand's "customer message" notification is on). */
  'chat.shopperMessage': { chat: ChatResponse; agentId: string };
  /** Shopper messages were stored as critical messages (ids of `critical_messages`). */
  'critical.flagged': { ids: string[]; agentId: string | null };
  'critical.created': { critical: CriticalMessageResponse; agentId: string | null };
  'alert.responseDelay': ResponseDelayAlert;
  /** A message to the shopper (customer response delay reminder) was posted. */
  'notification.created': { userId: string; notification: NotificationResponse };
  'presence.changed': PresenceEvent;
  /** An agent took the chat (accepted it, or was given it while open) and the brand's "agent assigned" is on. */
  'chat.agentAssigned': { chat: ChatResponse; agentName: string; agentNameAr: string | null };
  /** An agent wrote to the shopper and the brand's "agent message" notification is on. */
  'chat.agentMessage': { chat: ChatResponse; message: MessageResponse };
  /** Where each waiting chat of a brand stands now; chats that just left the queue have null positions. */
  'queue.changed': { brandId: string; statuses: QueueStatus[] };
  /** A notification for a shopper (its own room): a customer's account or a guest. */
  'shopper.notification': {
    shopper: { kind: 'customer' | 'guest'; id: string };
    notification: ShopperNotification;
  };
  /** Something that may let waiting chats be assigned (an agent online, a slot freed, settings changed). */
  'routing.needed': { brandId: string | null };
  /**
   * Sessions ended (sign-out, sign out everywhere, a password set, deactivation, blocking, deletion, a brand change):
   * the one `token`, or every session of `userId` but `exceptToken`. Their open sockets close at once, on every node.
   */
  'sessions.ended': { userId: string; token?: string; exceptToken?: string };
  /** A dashboard count of the brand may have changed (coalesced: at most once a second per brand and node). */
  'dashboard.changed': DashboardChangedEvent;
}

type DomainEventName = keyof DomainEventMap;

export interface DomainEvents {
  emit<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): void;
  on<K extends DomainEventName>(name: K, listener: (payload: DomainEventMap[K]) => void | Promise<void>): () => void;
}

/** In-process and synchronous to emit; a listener's failure is logged, never thrown back into the service. */
export function createDomainEvents(onError: (error: unknown, name: string) => void): DomainEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  return {
    emit(name, payload) {
      emitter.emit(name, payload);
    },
    on(name, listener) {
      const wrapped = (payload: DomainEventMap[typeof name]) => {
        try {
          const result = listener(payload);
          if (result instanceof Promise) result.catch((error: unknown) => onError(error, name));
        } catch (error) {
          onError(error, name);
        }
      };
      emitter.on(name, wrapped);
      return () => emitter.off(name, wrapped);
    },
  };
}

import { rooms } from '../plugins/realtime.ts';
import { CHATS, READERS, type AccessWorld, type Caller, type ChatKey } from './access-world.ts';
import { homeBrand, RECEIVES } from './access-socket-table.ts';
import type { LiveClient, ReceivedEvent, ServerEventName, SocketClients } from './socket-clients.ts';
import type { TestApp } from './test-app.ts';

/** Every caller who can open a socket (a signed-out one cannot: the handshake refuses it). */
export type SocketCaller = Exclude<Caller, 'signedOut'>;

/** The words written to each chat while the sockets listen: its shopper's and agent's, and its internal notes. */
export interface Traffic {
  words: Record<ChatKey, string[]>;
  notes: Record<ChatKey, string[]>;
  /** Deleted while the sockets listened: no event after its deletion carries it. */
  gone: string[];
}

export const emptyTraffic = (): Traffic => ({
  words: { A: [], B: [], C: [], D: [] },
  notes: { A: [], B: [], C: [], D: [] },
  gone: [],
});

/** One socket per caller, cookie or token as the caller signs in (the widget's guests and bearer customer: token). */
export async function connectAll(
  clients: SocketClients,
  world: AccessWorld,
): Promise<Record<SocketCaller, LiveClient>> {
  const sockets: Partial<Record<SocketCaller, LiveClient>> = {};
  for (const caller of Object.keys(world.credentials) as SocketCaller[]) {
    sockets[caller] = await clients.connect(world.credentials[caller]);
  }
  return sockets as Record<SocketCaller, LiveClient>;
}

/**
 * What `caller` must never receive: the words of chats it does not read, internal notes unless staff, deleted words,
 * the other brand's id and its chats' ids (every caller but the admin belongs to one brand in the world).
 */
export function hiddenFrom(world: AccessWorld, caller: Caller, traffic: Traffic): string[] {
  const shopper = caller.startsWith('customer') || caller.startsWith('guest');
  const hidden = [...world.secretsHiddenFrom(caller), ...traffic.gone];
  for (const key of CHATS) {
    const reader = READERS[key].includes(caller);
    if (!reader) hidden.push(...traffic.words[key], ...traffic.notes[key]);
    if (reader && shopper) hidden.push(...traffic.notes[key]);
  }
  const home = homeBrand(caller);
  if (home) {
    const other = home === 'A' ? 'B' : 'A';
    hidden.push(world.brands[other].id, world.brands[other].widgetId);
    hidden.push(...CHATS.filter((key) => world.chats[key].brand === other).map((key) => world.chats[key].id));
  }
  return hidden;
}

/** Whatever in `value` (an ack, an event's payload) `caller` must not see. */
export function leaksIn(value: unknown, hidden: readonly string[]): string[] {
  const text = JSON.stringify(value) ?? '';
  return hidden.filter((word) => text.includes(word)).map((word) => `carries ${word.slice(0, 14)}`);
}

/** Every event a socket received since `from` that its caller may not receive, or that carries what it must not see. */
export function heardLeaks(
  world: AccessWorld,
  caller: SocketCaller,
  log: readonly ReceivedEvent[],
  traffic: Traffic,
  from = 0,
): string[] {
  const hidden = hiddenFrom(world, caller, traffic);
  return log.slice(from).flatMap((entry) => {
    const rule = RECEIVES[entry.event as ServerEventName] as
      ((who: Caller, payload: unknown, w: AccessWorld) => boolean) | undefined;
    const problems = leaksIn(entry.payload, hidden);
    if (!rule) problems.push('an event the receive table does not know');
    else if (!rule(caller, entry.payload, world)) problems.push('not for this caller');
    return problems.map((problem) => `${caller} heard ${entry.event}: ${problem}`);
  });
}

/** The sockets in each chat's room (on the server) whose person does not read the chat. */
export async function roomIntruders(t: TestApp, world: AccessWorld): Promise<string[]> {
  const callerOf = new Map(
    (Object.keys(world.credentials) as SocketCaller[]).map((caller) => [world.credentials[caller].userId, caller]),
  );
  const intruders: string[] = [];
  for (const key of CHATS) {
    for (const socket of await t.app.io.in(rooms.chat(world.chats[key].id)).fetchSockets()) {
      const caller = callerOf.get(socket.data.actor.id);
      if (!caller || !READERS[key].includes(caller))
        intruders.push(`${caller ?? socket.data.actor.id} is in chat ${key}'s room`);
    }
  }
  return intruders;
}

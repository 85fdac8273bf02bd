// A load-generator process: holds every client socket of its share of the chats (socket.io-client, websocket only)
// and plays shoppers and their agents. A shopper types, then sends, once per `intervalMs` on average (jittered);
// an agent answers some of its shoppers' messages within its own budget (the server allows 60 a minute). Each
// message carries its send time (this process's monotonic clock: both ends of a chat live here), so the side that
// receives it records send→deliver latency in an HDR histogram. Open loop: sends follow the schedule whatever the
// server's pace, so a slow server shows as latency, not as fewer samples (no coordinated omission).
// Driven by the benchmark process over IPC (protocol.ts); the parent side is load-control.ts.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { MessageResponse } from '@tawasul/contracts/chats';
import type { JoinChatReply, SendMessageReply } from '@tawasul/contracts/socket-events';
import {
  ackedIds,
  ackLatency,
  deliveredIds,
  latency,
  refusedIds,
  resentIds,
  resetWindow,
  sentIds,
  totals,
  windowCounts,
  windowReport,
} from './generator-tally.ts';
import { idleSockets, open, openIdle, pool, socketFor, type ClientSocket } from './generator-sockets.ts';
import type { ConnectResult, FinalReport, GeneratorRequest, LoadPlan } from './protocol.ts';

/** A shopper types this long before its message goes out (typing events on both edges). */
const TYPING_MS = 1000;
/** An agent reads for a moment before it starts typing an answer. */
const THINK_MS = [500, 2000] as const;
interface Client {
  kind: 'shopper' | 'agent';
  id: string;
  socket: ClientSocket;
  chats: string[];
  /** The highest message seq this client holds per chat (what a re-join catches up from). */
  lastSeq: Map<string, number>;
  /** Sent and not acknowledged yet (resent with the same id after a reconnect). */
  unacked: Map<string, Sent>;
  /** An agent's recent send times (its budget). */
  sendTimes: number[];
  timers: Set<NodeJS.Timeout>;
  everConnected: boolean;
}

interface Sent {
  id: string;
  chatId: string;
  body: string;
  from: Client;
  sentAt: number;
  acked: boolean;
  delivered: boolean;
}

let plan: LoadPlan | undefined;
const clients: Client[] = [];
const inflight = new Map<string, Sent>();
let running = false;

function later(client: Client, ms: number, work: () => void): void {
  const timer = setTimeout(() => {
    client.timers.delete(timer);
    work();
  }, ms);
  client.timers.add(timer);
}

const between = (low: number, high: number) => low + Math.random() * (high - low);

/** `… [12345.678]`: the send time in this process's monotonic clock, read back by the receiving side. */
function sentAtOf(body: string): number | null {
  const open = body.lastIndexOf('[');
  if (open < 0) return null;
  const value = Number(body.slice(open + 1, -1));
  return Number.isFinite(value) ? value : null;
}

function emitSend(client: Client, sent: Sent): void {
  client.socket.emit(
    'message:send',
    { chatId: sent.chatId, message: { id: sent.id, body: sent.body } },
    (reply: SendMessageReply) => {
      if (!client.unacked.delete(sent.id)) return;
      if (plan?.trackIds) (reply.ok ? ackedIds : refusedIds).push(sent.id);
      if (reply.ok) {
        sent.acked = true;
        totals.acked += 1;
        windowCounts.acked += 1;
        ackLatency.recordValue(Math.max(1, Math.round((performance.now() - sent.sentAt) * 1000)));
        if (plan?.catchUpFrom === 'all') noteSeq(client, sent.chatId, reply.message.seq);
      } else {
        totals.refused[reply.code] = (totals.refused[reply.code] ?? 0) + 1;
        windowCounts.refused[reply.code] = (windowCounts.refused[reply.code] ?? 0) + 1;
      }
      if (!plan?.trackIds && (sent.delivered || !reply.ok)) inflight.delete(sent.id);
    },
  );
}

function send(client: Client, chatId: string, text: string): void {
  const sentAt = performance.now();
  const sent: Sent = {
    id: randomUUID(),
    chatId,
    body: `${text} [${sentAt.toFixed(3)}]`,
    from: client,
    sentAt,
    acked: false,
    delivered: false,
  };
  inflight.set(sent.id, sent);
  client.unacked.set(sent.id, sent);
  totals.sent += 1;
  windowCounts.sent += 1;
  if (plan?.trackIds) sentIds.push([sent.id, chatId]);
  if (client.kind === 'agent') client.sendTimes.push(sentAt);
  // While disconnected it waits in `unacked` and goes out after the re-join (socket.io-client would buffer it too,
  // and then the resend would send it twice).
  if (client.socket.connected) emitSend(client, sent);
}

function noteSeq(client: Client, chatId: string, seq: number): void {
  if (seq > (client.lastSeq.get(chatId) ?? 0)) client.lastSeq.set(chatId, seq);
}

function typing(client: Client, chatId: string, value: boolean): void {
  if (client.socket.connected) client.socket.emit('typing', { chatId, typing: value });
}

function shopperTurn(client: Client): void {
  if (!running || !plan) return;
  const chatId = client.chats[0]!;
  typing(client, chatId, true);
  later(client, TYPING_MS, () => {
    if (!running) return;
    send(client, chatId, 'Hello, is there any news about my order?');
    typing(client, chatId, false);
  });
  later(client, plan.intervalMs * between(0.5, 1.5), () => shopperTurn(client));
}

function agentMayAnswer(agent: Client, chatId: string): void {
  if (!running || !plan || Math.random() >= plan.replyRatio) return;
  const now = performance.now();
  agent.sendTimes = agent.sendTimes.filter((at) => now - at < 60_000);
  // Counting the answers already being typed, so a burst never goes over the budget.
  const typingNow = agent.timers.size;
  if (agent.sendTimes.length + typingNow >= plan.agentBudgetPerMinute) return;
  later(agent, between(...THINK_MS), () => {
    typing(agent, chatId, true);
    later(agent, TYPING_MS, () => {
      if (!running) return;
      send(agent, chatId, 'Thank you for waiting, I am checking it now.');
      typing(agent, chatId, false);
    });
  });
}

/** A message reached `client` (live or in a re-join's catch-up). */
function received(client: Client, message: MessageResponse, live: boolean): void {
  const sent = inflight.get(message.id);
  const own = sent?.from === client || message.author.id === client.id;
  if (!own || plan?.catchUpFrom === 'all') noteSeq(client, message.chatId, message.seq);
  if (!sent || own) return;
  if (!sent.delivered) {
    sent.delivered = true;
    totals.delivered += 1;
    windowCounts.delivered += 1;
    if (plan?.trackIds) deliveredIds.add(message.id);
    if (live) {
      const sentAt = sentAtOf(message.body) ?? sent.sentAt;
      latency.recordValue(Math.max(1, Math.round((performance.now() - sentAt) * 1000)));
    } else totals.caughtUp += 1;
    if (!plan?.trackIds && sent.acked) inflight.delete(message.id);
    // The product's clients confirm delivery: the widget each agent message, the console the shopper's latest.
    if (client.socket.connected) client.socket.emit('delivered', { chatId: message.chatId, seq: message.seq });
    if (client.kind === 'agent' && live) agentMayAnswer(client, message.chatId);
  }
}

/** Joins a chat's room (catching up from the last seq held); false when the server refused. */
function join(client: Client, chatId: string): Promise<boolean> {
  const afterSeq = client.lastSeq.get(chatId);
  return new Promise((resolve) => {
    client.socket
      .timeout(30_000)
      .emit(
        'chat:join',
        afterSeq === undefined ? { chatId } : { chatId, afterSeq },
        (error: Error | null, reply: JoinChatReply) => {
          if (!error && reply.ok) for (const message of reply.missed) received(client, message, false);
          resolve(!error && reply.ok);
        },
      );
  });
}

function makeClient(
  kind: Client['kind'],
  id: string,
  chats: string[],
  credentials: { cookie: string | null; token: string | null },
): Client {
  const current = plan!;
  const auth: Record<string, string> =
    current.target === 'relay'
      ? { id, kind: kind === 'agent' ? 'agent' : 'guest' }
      : credentials.token
        ? { token: credentials.token }
        : {};
  const headers = credentials.cookie ? { cookie: credentials.cookie, origin: current.origin } : null;
  const client: Client = {
    kind,
    id,
    socket: socketFor(current.url, auth, headers, Boolean(current.reconnect)),
    chats,
    // The seeded chats start empty: the client holds everything up to seq 0.
    lastSeq: new Map(chats.map((chatId) => [chatId, 0])),
    unacked: new Map(),
    sendTimes: [],
    timers: new Set(),
    everConnected: false,
  };
  const { socket } = client;
  socket.on('message:created', (message) => received(client, message, true));
  socket.on('typing', () => {
    windowCounts.typing += 1;
  });
  socket.onAny(() => {
    windowCounts.events += 1;
  });
  socket.on('disconnect', () => {
    totals.disconnects += 1;
    windowCounts.disconnects += 1;
  });
  socket.on('connect', () => {
    if (!client.everConnected) return;
    // A reconnect (through the proxy, to whichever node answers): re-join from the last seq, then resend.
    totals.reconnects += 1;
    // What was in flight when the connection dropped (anything sent from now on goes out on the new one).
    const pending = [...client.unacked.values()];
    void Promise.all(client.chats.map((chatId) => join(client, chatId))).then(() => {
      for (const sent of pending) {
        if (!client.unacked.has(sent.id)) continue;
        totals.resent += 1;
        if (plan?.trackIds) resentIds.add(sent.id);
        emitSend(client, sent);
      }
    });
  });
  return client;
}

async function connect(next: LoadPlan): Promise<ConnectResult> {
  plan = next;
  const started = performance.now();
  const units: { client: Client; chats: string[] }[] = [];
  for (const agent of next.agents) {
    const agentClient = makeClient(
      'agent',
      agent.id,
      agent.chats.map((chat) => chat.id),
      { cookie: agent.cookie, token: null },
    );
    units.push({ client: agentClient, chats: agentClient.chats });
    for (const chat of agent.chats) {
      const shopper = makeClient('shopper', chat.shopper.id, [chat.id], { cookie: null, token: chat.shopper.token });
      units.push({ client: shopper, chats: [chat.id] });
    }
  }
  // People arrive in no particular order: behind a round-robin proxy, agents (the busier sockets) must not all land
  // on the same node because they happen to come every sixth.
  for (let index = units.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [units[index], units[other]] = [units[other]!, units[index]!];
  }
  let failed = 0;
  let firstError: string | null = null;
  await pool(units, next.connectConcurrency, async ({ client, chats }) => {
    const error = await open(client.socket);
    if (error) {
      failed += 1;
      firstError ??= error;
      return;
    }
    client.everConnected = true;
    clients.push(client);
    for (const chatId of chats) {
      if (await join(client, chatId)) continue;
      failed += 1;
      firstError ??= `chat:join refused for chat ${chatId}`;
    }
  });
  return { sockets: clients.length, failed, firstError, ms: performance.now() - started };
}

function start(): void {
  running = true;
  for (const client of clients) {
    if (client.kind !== 'shopper') continue;
    // The first message somewhere in the first interval: the load is spread, not a thundering herd.
    later(client, Math.random() * plan!.intervalMs, () => shopperTurn(client));
  }
}

async function stop(drainMs: number): Promise<FinalReport> {
  running = false;
  for (const client of clients) {
    for (const timer of client.timers) clearTimeout(timer);
    client.timers.clear();
  }
  // Every message sent must be acknowledged (after a resend, if its node died) and reach the other side.
  const deadline = performance.now() + drainMs;
  const pending = () =>
    clients.some((client) => client.unacked.size > 0) ||
    [...inflight.values()].some((sent) => !sent.delivered && sent.acked);
  while (performance.now() < deadline && pending()) await new Promise((resolve) => setTimeout(resolve, 100));
  const unacked = clients.reduce((sum, client) => sum + client.unacked.size, 0);
  return {
    sent: totals.sent,
    acked: totals.acked,
    delivered: totals.delivered,
    resent: totals.resent,
    caughtUp: totals.caughtUp,
    unacked,
    refused: { ...totals.refused },
    disconnects: totals.disconnects,
    reconnects: totals.reconnects,
    ...(plan?.trackIds
      ? {
          sentIds,
          ackedIds,
          refusedIds,
          pendingIds: clients.flatMap((client) => [...client.unacked.keys()]),
          deliveredIds: [...deliveredIds],
          resentIds: [...resentIds],
        }
      : {}),
  };
}

function close(): void {
  running = false;
  for (const client of clients) client.socket.disconnect();
  for (const socket of idleSockets) socket.disconnect();
  setTimeout(() => process.exit(0), 200);
}

async function handle(request: GeneratorRequest): Promise<unknown> {
  switch (request.type) {
    case 'connect':
      return connect(request.plan);
    case 'start':
      start();
      return null;
    case 'window':
      resetWindow();
      return null;
    case 'report':
      return windowReport({
        connected: clients.filter((client) => client.socket.connected).length,
        sockets: clients.length,
      });
    case 'stop':
      return stop(request.drainMs);
    case 'idle':
      return openIdle(request.url, request.auths, request.concurrency);
    case 'count':
      return {
        connected:
          idleSockets.filter((socket) => socket.connected).length + clients.filter((c) => c.socket.connected).length,
      };
    case 'close':
      close();
      return null;
  }
}

process.on('message', (message: { id: number; request: GeneratorRequest }) => {
  handle(message.request).then(
    (result) => process.send?.({ id: message.id, result }),
    (error: unknown) => process.send?.({ id: message.id, error: error instanceof Error ? error.stack : String(error) }),
  );
});
// The benchmark going away must not leave thousands of sockets behind.
process.on('disconnect', () => process.exit(0));

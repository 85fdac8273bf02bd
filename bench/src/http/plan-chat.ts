// One generated chat as the engine writes it: its row, its messages and its chat events, as COPY lines.
import { SHOPPER_TEXT, AGENT_TEXT, WELCOME, AGENT_WELCOME, CLOSE_REASONS } from './sample-data.ts';
import { generator, uuidOf, between, one, pickCloseReason, text, iso, orNull } from './copy-rows.ts';
import type { Clock, DataSetSize } from './generate.ts';

export interface Staff {
  id: string;
  name: string;
  nameAr: string;
}

export interface People {
  brands: { id: string; nameEn: string }[];
  managers: Staff[];
  /** Per brand. */
  agents: Staff[][];
  customers: string[];
  /** Per brand: a guest belongs to the brand whose widget it came from. */
  guests: string[][];
}

type Language = 'en' | 'ar';
type Status = 'new' | 'waiting_for_agent' | 'pending_acceptance' | 'open' | 'closed';

interface PlannedMessage {
  id: string;
  seq: number;
  authorKind: 'customer' | 'guest' | 'agent' | 'system';
  authorUserId: string | null;
  authorGuestId: string | null;
  kind: 'text' | 'system';
  body: string;
  systemKey: string | null;
  systemParams: string | null;
  at: number;
}

interface PlannedEvent {
  agentId: string | null;
  actorUserId: string | null;
  kind: string;
  data: string;
  at: number;
}

export interface PlannedChat {
  line: string;
  messages: PlannedMessage[];
  events: PlannedEvent[];
  brandId: string;
  chatId: string;
}

/** The messages and events of one chat as it is planned (methods, not closures: a million chats make each count). */
class ChatPlanner {
  readonly messages: PlannedMessage[] = [];
  readonly events: PlannedEvent[] = [];

  constructor(
    private readonly random: () => number,
    private seq: number,
    private readonly language: Language,
    /** Set for a live chat: its minutes-old messages end before this. */
    private readonly liveUntil: number | null,
    private readonly shopper: { kind: 'customer' | 'guest'; customerId: string | null; guestId: string | null },
  ) {}

  /** Live chats are minutes old; closed ones took their time. */
  gap(low: number, high: number): number {
    return between(this.random, low, high) * (this.liveUntil === null ? 1000 : 200);
  }

  latest(ms: number): number {
    return this.liveUntil === null ? ms : Math.min(ms, this.liveUntil - 1000);
  }

  phrase(list: readonly string[]): string {
    return one(this.random, list).replace('#', String(between(this.random, 100_000, 999_999)));
  }

  message(fields: Omit<PlannedMessage, 'id' | 'seq'>): PlannedMessage {
    const planned = { id: uuidOf(this.random), seq: this.seq++, ...fields };
    this.messages.push(planned);
    return planned;
  }

  event(kind: string, at: number, fields?: Partial<PlannedEvent>): void {
    this.events.push({ kind, at, agentId: null, actorUserId: null, data: '{}', ...fields });
  }

  shopperSays(at: number): PlannedMessage {
    const { kind, customerId, guestId } = this.shopper;
    const said = this.message({
      authorKind: kind,
      authorUserId: customerId,
      authorGuestId: guestId,
      kind: 'text',
      body: this.phrase(SHOPPER_TEXT[this.language]),
      systemKey: null,
      systemParams: null,
      at,
    });
    this.event('message', at, { actorUserId: customerId, data: `{"messageId":"${said.id}","author":"${kind}"}` });
    return said;
  }

  agentSays(by: Staff, at: number): PlannedMessage {
    const said = this.message({
      authorKind: 'agent',
      authorUserId: by.id,
      authorGuestId: null,
      kind: 'text',
      body: this.phrase(AGENT_TEXT[this.language]),
      systemKey: null,
      systemParams: null,
      at,
    });
    this.event('message', at, {
      agentId: by.id,
      actorUserId: by.id,
      data: `{"messageId":"${said.id}","author":"agent"}`,
    });
    return said;
  }
}

/**
 * Chat number `n` (0-based, in start order) with its messages and events, the same every time for the same inputs:
 * both passes of the load (chats, then messages and events) call it and agree.
 */
export function planChat(
  n: number,
  firstSeq: number,
  context: { people: People; size: DataSetSize; pickBrand: (random: () => number) => number; clock: Clock },
): PlannedChat {
  const { people, size, pickBrand, clock } = context;
  const random = generator(n);
  const chatId = uuidOf(random);
  const brandIndex = pickBrand(random);
  const brandId = people.brands[brandIndex]!.id;
  const language: Language = random() < 0.45 ? 'ar' : 'en';
  const isCustomer = random() < 0.55;
  // Some customers come back often: a skewed pick over the customer list.
  const customerId = isCustomer ? people.customers[Math.floor(people.customers.length * random() ** 1.5)]! : null;
  const guestId = isCustomer ? null : one(random, people.guests[brandIndex]!);
  const shopperKind = isCustomer ? 'customer' : 'guest';
  const brandAgents = people.agents[brandIndex]!;
  const agent = one(random, brandAgents);
  const live = n >= size.chats - size.liveChats;
  const liveRoll = random();
  const status: Status = !live
    ? 'closed'
    : liveRoll < 0.7
      ? 'open'
      : liveRoll < 0.82
        ? 'waiting_for_agent'
        : liveRoll < 0.9
          ? 'pending_acceptance'
          : 'new';
  const t0 = live ? clock.liveStart(n - (size.chats - size.liveChats), size.liveChats) : clock.closedStart(n);
  const plan = new ChatPlanner(random, firstSeq, language, live ? clock.now : null, {
    kind: shopperKind,
    customerId,
    guestId,
  });
  const { messages, events } = plan;

  // Started: the brand's welcome (an automatic message: it moves the chat's time, not its preview).
  plan.event('started', t0);
  plan.message({
    authorKind: 'system',
    authorUserId: null,
    authorGuestId: null,
    kind: 'text',
    body: WELCOME[language],
    systemKey: null,
    systemParams: null,
    at: t0,
  });
  let lastShopperAt = t0;
  let waitingSince: number | null = null;
  let offeredAt: number | null = null;
  let acceptedAt: number | null = null;
  let holder: Staff | null = null;
  let awaitingAgentSince: number | null = null;
  let awaitingShopperSince: number | null = null;
  let at = t0;

  if (status !== 'new') {
    // The shopper's first message puts the chat in the queue.
    at = plan.latest(at + plan.gap(5, 60));
    plan.event('waiting', at);
    plan.shopperSays(at);
    waitingSince = lastShopperAt = awaitingAgentSince = at;
  }
  if (status === 'pending_acceptance' || status === 'open' || status === 'closed') {
    at = plan.latest(at + plan.gap(2, 30));
    offeredAt = at;
    plan.event('offered', at, { agentId: agent.id });
    holder = agent;
    // One chat in twelve is declined or lapses first, and goes to another agent of the brand.
    if (status !== 'pending_acceptance' && random() < 1 / 12) {
      at = plan.latest(at + plan.gap(20, 120));
      plan.event(random() < 0.5 ? 'declined' : 'lapsed', at, { agentId: agent.id, actorUserId: agent.id });
      holder =
        brandAgents[
          (brandAgents.indexOf(agent) + 1 + between(random, 0, brandAgents.length - 2)) % brandAgents.length
        ]!;
      at = plan.latest(at + 5000);
      plan.event('offered', at, { agentId: holder.id });
    }
  }
  if ((status === 'open' || status === 'closed') && holder) {
    at = plan.latest(at + plan.gap(5, 60));
    acceptedAt = at;
    awaitingAgentSince = at;
    const welcomeName = language === 'ar' ? holder.nameAr : holder.name;
    plan.message({
      authorKind: 'agent',
      authorUserId: holder.id,
      authorGuestId: null,
      kind: 'text',
      body: AGENT_WELCOME[language].replace('{name}', welcomeName),
      systemKey: null,
      systemParams: null,
      at,
    });
    plan.message({
      authorKind: 'system',
      authorUserId: null,
      authorGuestId: null,
      kind: 'system',
      body: '',
      systemKey: 'agentAssigned',
      systemParams: JSON.stringify({ name: holder.name }),
      at,
    });
    plan.event('accepted', at, { agentId: holder.id, actorUserId: holder.id });
    // The conversation: 6–14 messages a chat in all (10 on average), the agent first.
    const turns = between(random, 6, 14) - 5;
    for (let turn = 0; turn < turns; turn++) {
      at = plan.latest(at + plan.gap(15, 240));
      if (turn % 2 === 0) {
        plan.agentSays(holder, at);
        awaitingShopperSince ??= at;
        awaitingAgentSince = null;
      } else {
        plan.shopperSays(at);
        lastShopperAt = at;
        awaitingAgentSince ??= at;
        awaitingShopperSince = null;
      }
    }
  }
  const preview = messages.findLast((planned) => planned.authorKind !== 'system')?.body.slice(0, 140) ?? null;
  let closedAt: number | null = null;
  let closeReason: string | null = null;
  if (status === 'closed' && holder) {
    at += plan.gap(60, 900);
    closedAt = at;
    closeReason = CLOSE_REASONS[pickCloseReason(random)]!.reason;
    plan.message({
      authorKind: 'system',
      authorUserId: null,
      authorGuestId: null,
      kind: 'system',
      body: '',
      systemKey: `closed.${closeReason}`,
      systemParams: null,
      at,
    });
    const actor =
      closeReason === 'agent'
        ? holder.id
        : closeReason === 'staff'
          ? people.managers[brandIndex]!.id
          : closeReason === 'shopper'
            ? customerId
            : null;
    plan.event('closed', at, {
      agentId: holder.id,
      actorUserId: actor,
      data: `{"reason":"${closeReason}","status":"open"}`,
    });
    awaitingAgentSince = awaitingShopperSince = null;
  }
  const last = messages[messages.length - 1]!;
  // A closed chat has been read to the end by both sides; a live one, all but its newest message.
  const readSeq = status === 'closed' ? last.seq : Math.max(messages[0]!.seq, last.seq - 1);
  const line = [
    chatId,
    n + 1,
    brandId,
    orNull(customerId),
    orNull(guestId),
    orNull(status === 'waiting_for_agent' || status === 'new' ? null : (holder?.id ?? null)),
    status,
    language,
    iso(t0),
    iso(waitingSince),
    iso(status === 'closed' ? null : offeredAt),
    iso(acceptedAt),
    iso(closedAt),
    orNull(closeReason),
    orNull(status === 'closed' ? (holder?.id ?? null) : null),
    iso(last.at),
    text(preview),
    iso(lastShopperAt),
    iso(awaitingAgentSince),
    iso(awaitingShopperSince),
    last.seq,
    readSeq,
    last.seq,
    readSeq,
    iso(t0),
    iso(last.at),
  ].join('\t');
  return { line: `${line}\n`, messages, events, brandId, chatId };
}

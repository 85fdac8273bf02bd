// The HTTP benchmark's data set (issue 11): brands, staff who can sign in, shoppers, and up to a million chats with
// ten million messages and their chat events, as the engine writes them, streamed into PostgreSQL with COPY.
//
// How it stays fast, as pg_restore does: the plain indexes of the loaded tables are dropped first and built again at
// the end; messages and events are copied with FREEZE into tables truncated in the same transaction (no vacuum or
// hint-bit writes later, as in a database autovacuum keeps); foreign-key triggers are off while copying when the role
// may do that (rows are valid by construction). Every value comes from a seeded generator: the same size gives the
// same data set, so runs compare.
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import { hashPassword } from '../../../apps/server/src/modules/auth/password-hashing.ts';

export interface DataSetSize {
  chats: number;
  /** The most recent chats, not closed yet (new, waiting, offered, open). */
  liveChats: number;
}

/** Every staff account of the data set signs in with this password. */
export const BENCH_PASSWORD = 'bench-password-2026';
export const BENCH_TIME_ZONE = 'Asia/Riyadh';

/** Brand sizes, in per cent of the chats: a few big stores and a tail of small ones. */
const BRAND_WEIGHTS = [22, 16, 13, 11, 9, 8, 7, 6, 5, 3];
const AGENTS_PER_BRAND = 25;
/** Closed chats span this many whole days before today (brand time); live ones are today's. */
const DAYS = 365;
/** Chats a day by hour of the day in the brand's time zone (quiet nights, busy evenings). */
const HOUR_WEIGHTS = [3, 2, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 7, 7, 8, 8, 8, 7, 6, 4];
const RIYADH_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;
/** Tables whose plain indexes are dropped before the load and built again after it. */
const LOADED_TABLES = ['users', 'guests', 'chat_rooms', 'chat_messages', 'chat_events'];

const FIRST_NAMES: [string, string][] = [
  ['Mohammed', 'محمد'],
  ['Ahmed', 'أحمد'],
  ['Abdullah', 'عبدالله'],
  ['Khalid', 'خالد'],
  ['Omar', 'عمر'],
  ['Faisal', 'فيصل'],
  ['Saud', 'سعود'],
  ['Fahad', 'فهد'],
  ['Nasser', 'ناصر'],
  ['Sultan', 'سلطان'],
  ['Yousef', 'يوسف'],
  ['Ali', 'علي'],
  ['Hassan', 'حسن'],
  ['Ibrahim', 'إبراهيم'],
  ['Turki', 'تركي'],
  ['Majed', 'ماجد'],
  ['Sara', 'سارة'],
  ['Noura', 'نورة'],
  ['Fatimah', 'فاطمة'],
  ['Reem', 'ريم'],
  ['Lama', 'لمى'],
  ['Hessa', 'حصة'],
  ['Maha', 'مها'],
  ['Dana', 'دانة'],
  ['Haifa', 'هيفاء'],
  ['Amal', 'أمل'],
  ['Layla', 'ليلى'],
  ['Mona', 'منى'],
  ['Rana', 'رنا'],
  ['Jawaher', 'جواهر'],
];
const LAST_NAMES: [string, string][] = [
  ['Alharbi', 'الحربي'],
  ['Alqahtani', 'القحطاني'],
  ['Alghamdi', 'الغامدي'],
  ['Alzahrani', 'الزهراني'],
  ['Aldosari', 'الدوسري'],
  ['Alotaibi', 'العتيبي'],
  ['Alshehri', 'الشهري'],
  ['Almutairi', 'المطيري'],
  ['Alanazi', 'العنزي'],
  ['Alshammari', 'الشمري'],
  ['Alsubaie', 'السبيعي'],
  ['Alyami', 'اليامي'],
  ['Alrashidi', 'الرشيدي'],
  ['Alhajri', 'الهاجري'],
  ['Aljohani', 'الجهني'],
  ['Albalawi', 'البلوي'],
  ['Alamri', 'العمري'],
  ['Alsaadi', 'السعدي'],
  ['Almalki', 'المالكي'],
  ['Alsulami', 'السلمي'],
];
const BRAND_NAMES: [string, string][] = [
  ['Noon Home', 'نون هوم'],
  ['Desert Gear', 'عتاد الصحراء'],
  ['Oud House', 'بيت العود'],
  ['Falcon Games', 'ألعاب الصقر'],
  ['Najd Dates', 'تمور نجد'],
  ['Red Sea Sports', 'رياضة البحر الأحمر'],
  ['Qamar Beauty', 'قمر للتجميل'],
  ['Souq Tech', 'سوق التقنية'],
  ['Palm Kids', 'أطفال النخيل'],
  ['Majlis Books', 'كتب المجلس'],
];
// What people write; `#` becomes an order number.
const SHOPPER_TEXT = {
  en: [
    'Hi, where is my order?',
    'My order # has not arrived yet.',
    'Can I change the delivery address?',
    'The item I received is damaged.',
    'How do I return this product?',
    'Is this available in a larger size?',
    'I was charged twice for order #.',
    'When does the sale end?',
    'Thank you!',
    'Yes, that works for me.',
    'Can you send me the tracking link?',
    'The promo code is not working.',
  ],
  ar: [
    'مرحبا، أين طلبي؟',
    'طلبي رقم # لم يصل بعد.',
    'هل يمكنني تغيير عنوان التوصيل؟',
    'المنتج وصلني تالفًا.',
    'كيف أرجع هذا المنتج؟',
    'هل يتوفر بمقاس أكبر؟',
    'تم خصم المبلغ مرتين للطلب #.',
    'متى ينتهي التخفيض؟',
    'شكرًا لك!',
    'نعم، هذا مناسب.',
    'هل ترسل لي رابط التتبع؟',
    'رمز الخصم لا يعمل.',
  ],
};
const AGENT_TEXT = {
  en: [
    'Let me check that for you.',
    'Could you share your order number, please?',
    'Your order # is on its way and should arrive tomorrow.',
    'I have updated the address on your order.',
    'I am sorry about that. I have started a replacement for order #.',
    'You can return it within 14 days from your account page.',
    'The refund will reach your card within 5 business days.',
    'Is there anything else I can help you with?',
    'Here is your tracking link: https://track.example/#',
    'Thank you for your patience.',
  ],
  ar: [
    'دعني أتحقق من ذلك.',
    'هل تزودني برقم الطلب من فضلك؟',
    'طلبك رقم # في الطريق ويصل غدًا.',
    'حدّثت العنوان في طلبك.',
    'نعتذر عن ذلك، بدأنا استبدال الطلب #.',
    'يمكنك الإرجاع خلال 14 يومًا من صفحة حسابك.',
    'يصل المبلغ المسترد إلى بطاقتك خلال 5 أيام عمل.',
    'هل هناك شيء آخر أساعدك فيه؟',
    'رابط التتبع: https://track.example/#',
    'شكرًا لصبرك.',
  ],
};
const WELCOME = { en: 'Welcome! How can we help you today?', ar: 'أهلًا بك! كيف نساعدك اليوم؟' };
const AGENT_WELCOME = { en: 'Hi, I am {name}. Happy to help.', ar: 'مرحبًا، أنا {name}. يسعدني مساعدتك.' };
const CLOSE_REASONS = [
  { reason: 'agent', weight: 60 },
  { reason: 'inactivity', weight: 20 },
  { reason: 'shopper', weight: 15 },
  { reason: 'staff', weight: 5 },
] as const;

/**
 * sfc32 seeded through splitmix32: 128 bits of state, so the streams of different seeds (one per chat) do not overlap
 * and the ids drawn from them stay unique.
 */
function generator(seed: number): () => number {
  let x = seed >>> 0;
  const splitmix = () => {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let [a, b, c, d] = [splitmix(), splitmix(), splitmix(), splitmix()];
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** A version 4 UUID from the generator (random-looking, as the app's ids are, but repeatable). */
function uuidOf(random: () => number): string {
  const word = () => (random() * 4_294_967_296) >>> 0;
  const [a, b, c, d] = [word(), word(), word(), word()];
  const h = (value: number, shift: number) => HEX[(value >>> shift) & 0xff]!;
  return (
    `${h(a, 24)}${h(a, 16)}${h(a, 8)}${h(a, 0)}-${h(b, 24)}${h(b, 16)}-` +
    `${HEX[0x40 | ((b >>> 8) & 0x0f)]}${h(b, 0)}-${HEX[0x80 | ((c >>> 24) & 0x3f)]}${h(c, 16)}-` +
    `${h(c, 8)}${h(c, 0)}${h(d, 24)}${h(d, 16)}${h(d, 8)}${h(d, 0)}`
  );
}

const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const one = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

function weighted(weights: readonly number[]): (random: () => number) => number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const bounds: number[] = [];
  let sum = 0;
  for (const weight of weights) bounds.push((sum += weight) / total);
  return (random) => {
    const value = random();
    const index = bounds.findIndex((bound) => value < bound);
    return index === -1 ? bounds.length - 1 : index;
  };
}

const pickCloseReason = weighted(CLOSE_REASONS.map((entry) => entry.weight));

/** COPY's text format: `\N` is null; backslash, tab and line breaks are escaped. */
function text(value: string | null): string {
  if (value === null) return '\\N';
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (char) => ESCAPES[char]!) : value;
}
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const PAD2 = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, '0'));
const PAD3 = Array.from({ length: 1000 }, (_, value) => String(value).padStart(3, '0'));
let isoHour = -1;
let isoHourPrefix = '';
/** `toISOString` without a Date per value (tens of millions of them): the hour's prefix is kept while it lasts. */
function iso(ms: number | null): string {
  if (ms === null) return '\\N';
  const hour = Math.floor(ms / 3_600_000);
  if (hour !== isoHour) {
    isoHour = hour;
    isoHourPrefix = new Date(hour * 3_600_000).toISOString().slice(0, 14);
  }
  const within = ms - hour * 3_600_000;
  return `${isoHourPrefix}${PAD2[Math.floor(within / 60_000)]}:${PAD2[Math.floor(within / 1000) % 60]}.${PAD3[within % 1000]}Z`;
}
const orNull = (value: string | null) => value ?? '\\N';

/** Rows into one COPY … FROM STDIN, in chunks, waiting when PostgreSQL falls behind. */
class CopyWriter {
  private buffer = '';
  private drained: Promise<unknown> | null = null;
  private failure: unknown = null;
  rows = 0;
  constructor(private readonly stream: CopyStreamQuery) {
    // Kept until the next `ready` or `end`: an error between two waits must not crash the run.
    stream.on('error', (error) => (this.failure ??= error));
  }

  static async open(client: pg.Client, statement: string): Promise<CopyWriter> {
    return new CopyWriter(client.query(copyFrom(statement)));
  }

  push(line: string): void {
    this.buffer += line;
    this.rows++;
    if (this.buffer.length >= 1 << 16) this.flush();
  }

  private flush(): void {
    if (this.buffer.length === 0) return;
    if (!this.stream.write(this.buffer) && !this.drained) this.drained = once(this.stream, 'drain');
    this.buffer = '';
  }

  /** Resolves at once unless the last chunk filled the stream's buffer. */
  async ready(): Promise<void> {
    if (this.failure) throw this.failure;
    if (!this.drained) return;
    await this.drained;
    this.drained = null;
  }

  async end(): Promise<number> {
    this.flush();
    await this.ready();
    const finished = once(this.stream, 'finish');
    this.stream.end();
    await finished;
    if (this.failure) throw this.failure;
    return this.rows;
  }
}

interface Staff {
  id: string;
  name: string;
  nameAr: string;
}

interface People {
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

interface PlannedChat {
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
function planChat(
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

const CHAT_COLUMNS =
  'id, number, brand_id, customer_id, guest_id, agent_id, status, language, started_at, waiting_since, offered_at, ' +
  'accepted_at, closed_at, close_reason, previous_agent_id, last_message_at, last_message_preview, ' +
  'last_shopper_message_at, awaiting_agent_since, awaiting_shopper_since, shopper_delivered_seq, shopper_read_seq, ' +
  'agent_delivered_seq, agent_read_seq, created_at, updated_at';
const MESSAGE_COLUMNS =
  'id, chat_id, seq, author_kind, author_user_id, author_guest_id, kind, body, system_key, system_params, created_at';
const EVENT_COLUMNS = 'chat_id, brand_id, agent_id, actor_user_id, kind, data, at';

/** When chats start: closed ones over DAYS whole days in the brand's time zone, live ones in today's last hours. */
interface Clock {
  now: number;
  closedStart(n: number): number;
  liveStart(index: number, count: number): number;
}

function clockFor(now: number, closedChats: number): Clock {
  // The last local midnight at least two hours ago ends the closed chats' days.
  let end = Math.floor((now + RIYADH_OFFSET_MS) / DAY_MS) * DAY_MS - RIYADH_OFFSET_MS;
  if (now - end < 2 * 3_600_000) end -= DAY_MS;
  const start = end - DAYS * DAY_MS;
  const total = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  const cumulative = HOUR_WEIGHTS.map((_, hour) => HOUR_WEIGHTS.slice(0, hour).reduce((s, w) => s + w, 0) / total);
  // A monotonic warp of the day: chats keep their start order and crowd into the busy hours.
  const hourOf = (fraction: number) => {
    let hour = 23;
    while (hour > 0 && cumulative[hour]! > fraction) hour--;
    return hour + (fraction - cumulative[hour]!) / (HOUR_WEIGHTS[hour]! / total);
  };
  const liveFrom = Math.max(end, now - 3 * 3_600_000);
  return {
    now,
    closedStart(n) {
      const position = (n * DAYS) / closedChats;
      const day = Math.floor(position);
      return Math.floor(start + day * DAY_MS + hourOf(position - day) * 3_600_000);
    },
    liveStart(index, count) {
      return Math.floor(liveFrom + ((now - 60_000 - liveFrom) * index) / Math.max(1, count));
    },
  };
}

export interface GeneratedDataSet {
  seconds: number;
  counts: { chats: number; messages: number; events: number; customers: number; guests: number; agents: number };
  admin: { email: string };
  /** Biggest brand first. */
  brands: { id: string; nameEn: string; chats: number; manager: { email: string }; agentIds: string[] }[];
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Turns foreign-key triggers off for this session when the role may (superuser); checks run otherwise. */
async function withoutTriggers(client: pg.Client): Promise<boolean> {
  try {
    await client.query('set session_replication_role = replica');
    return true;
  } catch {
    return false;
  }
}

/**
 * Fills a migrated, empty database. `log` hears each step. The brands, staff, shoppers and their chats, messages and
 * chat events are as DESIGN.md's engine writes them; agents are online 8 hours a day (the report's active time).
 */
export async function generateDataSet(
  url: string,
  size: DataSetSize,
  log: (line: string) => void,
): Promise<GeneratedDataSet> {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const now = Date.now();
  const random = generator(20_261_121);
  const setup = await connect(url);
  const clients: pg.Client[] = [setup];
  try {
    const fast = await withoutTriggers(setup);
    await setup.query("set maintenance_work_mem = '256MB'");

    // Plain indexes go now and come back at the end (constraints stay: primary keys, foreign keys).
    const { rows: indexes } = await setup.query<{ name: string; definition: string }>(
      `select i.indexname as name, i.indexdef as definition from pg_indexes i
       where i.schemaname = 'public' and i.tablename = any($1)
         and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`,
      [LOADED_TABLES],
    );
    for (const index of indexes) await setup.query(`drop index "${index.name}"`);

    // Brands, staff (one password hash for all: argon2 is slow on purpose), shoppers.
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const people: People = { brands: [], managers: [], agents: [], customers: [], guests: [] };
    const personName = () => {
      const [firstEn, firstAr] = one(random, FIRST_NAMES);
      const [lastEn, lastAr] = one(random, LAST_NAMES);
      return { firstEn, lastEn, firstAr, lastAr, name: `${firstEn} ${lastEn}`, nameAr: `${firstAr} ${lastAr}` };
    };
    const brandCount = BRAND_WEIGHTS.length;
    for (let b = 0; b < brandCount; b++) {
      const [nameEn, nameAr] = BRAND_NAMES[b]!;
      const id = uuidOf(random);
      people.brands.push({ id, nameEn });
      await setup.query(
        `insert into brands (id, name_en, name_ar, email, widget_id, time_zone, connection_status)
         values ($1, $2, $3, $4, $5, $6, 'not_connected')`,
        [id, nameEn, nameAr, `support-${b}@brand${b}.test`, `bench_w${b}`, BENCH_TIME_ZONE],
      );
    }

    const userColumns =
      'id, name, email, email_verified, role, phone_number, phone_number_verified, first_name_en, last_name_en, ' +
      'first_name_ar, last_name_ar, brand_id, language, last_sign_in_at, created_at, updated_at';
    const users = await CopyWriter.open(setup, `copy users (${userColumns}) from stdin`);
    const accounts: string[] = [];
    const staffRow = (role: string, email: string, brandId: string | null): Staff => {
      const person = personName();
      const id = uuidOf(random);
      const since = iso(now - between(random, 200, 800) * DAY_MS);
      users.push(
        [id, person.name, email, 't', role, '\\N', 'f', person.firstEn, person.lastEn, person.firstAr, person.lastAr]
          .concat([orNull(brandId), random() < 0.5 ? 'ar' : 'en', iso(now - between(random, 1, 48) * 3_600_000)])
          .concat([since, since])
          .join('\t') + '\n',
      );
      accounts.push(`${id}\t${id}\tcredential\t${passwordHash}\n`);
      return { id, name: person.name, nameAr: person.nameAr };
    };
    const admin = { email: 'admin@bench.test' };
    staffRow('admin', admin.email, null);
    for (let b = 0; b < brandCount; b++) {
      const brandId = people.brands[b]!.id;
      people.managers.push(staffRow('brand_manager', `manager-${b}@bench.test`, brandId));
      people.agents.push(
        Array.from({ length: AGENTS_PER_BRAND }, (_, a) => staffRow('agent', `agent-${b}-${a}@bench.test`, brandId)),
      );
    }
    const customerCount = Math.max(10, Math.floor(size.chats / 5));
    for (let c = 0; c < customerCount; c++) {
      const person = personName();
      const id = uuidOf(random);
      people.customers.push(id);
      const email = `${person.firstEn}.${person.lastEn}.${c}@mail.test`.toLowerCase();
      const since = iso(now - between(random, 1, DAYS + 200) * DAY_MS);
      users.push(
        [id, person.name, email, 't', 'customer', `+96650${String(c).padStart(7, '0')}`, 't', person.firstEn]
          .concat([person.lastEn, person.firstAr, person.lastAr, '\\N', random() < 0.45 ? 'ar' : 'en', since])
          .concat([since, since])
          .join('\t') + '\n',
      );
      await users.ready();
    }
    await users.end();
    const accountWriter = await CopyWriter.open(
      setup,
      'copy accounts (user_id, account_id, provider_id, password) from stdin',
    );
    for (const line of accounts) accountWriter.push(line);
    await accountWriter.end();

    const pickBrand = weighted(BRAND_WEIGHTS);
    const guestCount = Math.max(10 * brandCount, Math.floor(size.chats / 5));
    const guests = await CopyWriter.open(
      setup,
      'copy guests (id, brand_id, name, created_at, last_seen_at) from stdin',
    );
    people.guests = people.brands.map(() => []);
    for (let g = 0; g < guestCount; g++) {
      // Every brand gets at least a few guests; the rest follow the brands' sizes.
      const brandIndex = g < 10 * brandCount ? g % brandCount : pickBrand(random);
      const id = uuidOf(random);
      people.guests[brandIndex]!.push(id);
      const seen = now - between(random, 0, DAYS) * DAY_MS;
      const name = random() < 0.6 ? personName().name : null;
      guests.push(`${id}\t${people.brands[brandIndex]!.id}\t${text(name)}\t${iso(seen)}\t${iso(seen)}\n`);
      await guests.ready();
    }
    await guests.end();
    log(
      `http data set: ${brandCount} brands, ${brandCount * (AGENTS_PER_BRAND + 1) + 1} staff, ${customerCount} customers, ${guestCount} guests`,
    );

    // Chats, messages and events stream side by side on three connections; messages and events are copied FREEZE
    // into their tables truncated in the same transaction. With foreign-key checks on (a role that may not turn them
    // off), the chats go first in a pass of their own: the other two must see them committed.
    const closedChats = size.chats - size.liveChats;
    const planning = { people, size, pickBrand, clock: clockFor(now, closedChats) };
    const chatsByBrand = new Map<string, number>();
    const progressEvery = Math.max(50_000, Math.ceil(size.chats / 4 / 50_000) * 50_000);
    let seq = 1;
    const stream = async (writers: { chats?: CopyWriter; messages?: CopyWriter; events?: CopyWriter }) => {
      seq = 1;
      const all = Object.values(writers);
      for (let n = 0; n < size.chats; n++) {
        const chat = planChat(n, seq, planning);
        seq += chat.messages.length;
        if (writers.chats) {
          writers.chats.push(chat.line);
          chatsByBrand.set(chat.brandId, (chatsByBrand.get(chat.brandId) ?? 0) + 1);
        }
        for (const m of writers.messages ? chat.messages : []) {
          writers.messages!.push(
            `${m.id}\t${chat.chatId}\t${m.seq}\t${m.authorKind}\t${orNull(m.authorUserId)}\t` +
              `${orNull(m.authorGuestId)}\t${m.kind}\t${text(m.body)}\t${orNull(m.systemKey)}\t` +
              `${text(m.systemParams)}\t${iso(m.at)}\n`,
          );
        }
        for (const e of writers.events ? chat.events : []) {
          writers.events!.push(
            `${chat.chatId}\t${chat.brandId}\t${orNull(e.agentId)}\t${orNull(e.actorUserId)}\t${e.kind}\t` +
              `${e.data}\t${iso(e.at)}\n`,
          );
        }
        if (n > 0 && n % progressEvery === 0) log(`http data set: ${n} chats streamed (${elapsed()})`);
        await Promise.all(all.map((writer) => writer.ready()));
      }
      return Promise.all(all.map((writer) => writer.end()));
    };

    const chatWriter = await CopyWriter.open(setup, `copy chat_rooms (${CHAT_COLUMNS}) from stdin`);
    if (!fast) {
      await stream({ chats: chatWriter });
      log(`http data set: ${size.chats} chats copied (${elapsed()})`);
    }
    const messagesClient = await connect(url);
    const eventsClient = await connect(url);
    clients.push(messagesClient, eventsClient);
    for (const client of [messagesClient, eventsClient]) {
      if (fast) await withoutTriggers(client);
      await client.query('begin');
    }
    // The messages' primary key (random UUIDs, as the app's) is built once at the end rather than row by row; the
    // foreign keys that need it (of empty tables) come back with it.
    const { rows: messageKeys } = await messagesClient.query<{ name: string; definition: string; table: string }>(
      `select conname as name, pg_get_constraintdef(oid) as definition, conrelid::regclass::text as table
       from pg_constraint where (conrelid = 'chat_messages'::regclass and contype = 'p')
         or (confrelid = 'chat_messages'::regclass and contype = 'f')
       order by contype desc`,
    );
    await messagesClient.query('truncate chat_messages, critical_messages');
    const primaryKey = messageKeys.find((key) => key.table === 'chat_messages')!;
    await messagesClient.query(`alter table chat_messages drop constraint "${primaryKey.name}" cascade`);
    await eventsClient.query('truncate chat_events');
    const messages = await CopyWriter.open(
      messagesClient,
      `copy chat_messages (${MESSAGE_COLUMNS}) from stdin with (freeze)`,
    );
    const events = await CopyWriter.open(eventsClient, `copy chat_events (${EVENT_COLUMNS}) from stdin with (freeze)`);
    const counts = await stream(fast ? { chats: chatWriter, messages, events } : { messages, events });
    const [messageCount, eventCount] = counts.slice(-2) as [number, number];
    await Promise.all([messagesClient.query('commit'), eventsClient.query('commit')]);
    log(`http data set: ${messageCount} messages, ${eventCount} events copied (${elapsed()})`);

    // Every agent online 8 hours a day, at its own hours (the report's active time).
    await setup.query(
      `insert into agent_presence_intervals (agent_id, brand_id, started_at, ended_at)
       select u.id, u.brand_id, d + (h.offset_hours * interval '1 hour'), d + ((h.offset_hours + 8) * interval '1 hour')
       from (select id, brand_id, row_number() over (order by email) as r from users where role = 'agent') u
       cross join lateral (select (u.r % 14) as offset_hours) h
       cross join generate_series(date_trunc('day', now()) - interval '${DAYS} days', date_trunc('day', now()) - interval '1 day', interval '1 day') d`,
    );
    await setup.query(`select setval(pg_get_serial_sequence('chat_rooms', 'number'), $1)`, [size.chats]);
    await setup.query(`select setval(pg_get_serial_sequence('chat_messages', 'seq'), $1)`, [seq - 1]);

    // The indexes and keys again, two at a time (biggest tables first), then the planner's statistics.
    const tableOf = (definition: string) => LOADED_TABLES.indexOf(/ ON public\.(\w+)/.exec(definition)?.[1] ?? '');
    const queue: string[][] = [
      messageKeys.map((key) => `alter table ${key.table} add constraint "${key.name}" ${key.definition}`),
      ...[...indexes].sort((a, b) => tableOf(b.definition) - tableOf(a.definition)).map((index) => [index.definition]),
    ];
    await messagesClient.query("set maintenance_work_mem = '256MB'");
    await Promise.all(
      [setup, messagesClient].map(async (client) => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          for (const statement of job) await client.query(statement);
        }
      }),
    );
    log(`http data set: ${indexes.length} indexes and the messages' keys built (${elapsed()})`);
    await setup.query('vacuum analyze');
    log(`http data set: vacuumed and analysed (${elapsed()})`);

    const brandsBySize = people.brands
      .map((brand, b) => ({
        id: brand.id,
        nameEn: brand.nameEn,
        chats: chatsByBrand.get(brand.id) ?? 0,
        manager: { email: `manager-${b}@bench.test` },
        agentIds: people.agents[b]!.map((agent) => agent.id),
      }))
      .sort((a, b) => b.chats - a.chats);
    return {
      seconds: (performance.now() - started) / 1000,
      counts: {
        chats: size.chats,
        messages: messageCount,
        events: eventCount,
        customers: customerCount,
        guests: guestCount,
        agents: brandCount * AGENTS_PER_BRAND,
      },
      admin,
      brands: brandsBySize,
    };
  } finally {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  }
}

// The HTTP benchmark's data set (issue 11): brands, staff who can sign in, shoppers, and up to a million chats with
// ten million messages and their chat events, as the engine writes them, streamed into PostgreSQL with COPY.
//
// How it stays fast, as pg_restore does: the plain indexes of the loaded tables are dropped first and built again at
// the end; messages and events are copied with FREEZE into tables truncated in the same transaction (no vacuum or
// hint-bit writes later, as in a database autovacuum keeps); foreign-key triggers are off while copying when the role
// may do that (rows are valid by construction). Every value comes from a seeded generator: the same size gives the
// same data set, so runs compare.
import pg from 'pg';
import { performance } from 'node:perf_hooks';
import { hashPassword } from '../../../apps/server/src/lib/password-hashing.ts';
import {
  BRAND_WEIGHTS,
  AGENTS_PER_BRAND,
  DAYS,
  HOUR_WEIGHTS,
  RIYADH_OFFSET_MS,
  DAY_MS,
  LOADED_TABLES,
  FIRST_NAMES,
  LAST_NAMES,
  BRAND_NAMES,
} from './sample-data.ts';
import { generator, uuidOf, between, one, weighted, text, iso, orNull, CopyWriter } from './copy-rows.ts';
import { type Staff, type People, planChat } from './plan-chat.ts';

export interface DataSetSize {
  chats: number;
  /** The most recent chats, not closed yet (new, waiting, offered, open). */
  liveChats: number;
}

/** Every staff account of the data set signs in with this password. */
export const BENCH_PASSWORD = 'bench-password-2026';
export const BENCH_TIME_ZONE = 'Asia/Riyadh';

const CHAT_COLUMNS =
  'id, number, brand_id, customer_id, guest_id, agent_id, status, language, started_at, waiting_since, offered_at, ' +
  'accepted_at, closed_at, close_reason, previous_agent_id, last_message_at, last_message_preview, ' +
  'last_shopper_message_at, awaiting_agent_since, awaiting_shopper_since, shopper_delivered_seq, shopper_read_seq, ' +
  'agent_delivered_seq, agent_read_seq, created_at, updated_at';
const MESSAGE_COLUMNS =
  'id, chat_id, seq, author_kind, author_user_id, author_guest_id, kind, body, system_key, system_params, created_at';
const EVENT_COLUMNS = 'chat_id, brand_id, agent_id, actor_user_id, kind, data, at';

/** When chats start: closed ones over DAYS whole days in the brand's time zone, live ones in today's last hours. */
export interface Clock {
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

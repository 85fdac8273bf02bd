import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Storage } from '../../integrations/storage/storage.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/password-hashing.ts';
import { createUploadsRepo } from '../../modules/uploads/uploads.repo.ts';
import { createUploadsService } from '../../modules/uploads/uploads.service.ts';
import type { Database } from '../../db/client.ts';
import { insertBrand, insertUser, type UserRow } from '../../db/factories.ts';
import { authEvents } from '../../db/schema/auth-events.ts';
import { agentPresenceIntervals, chatEvents, chatMessages, chatRooms } from '../../db/schema/chats.ts';
import { guests } from '../../db/schema/guests.ts';
import { users } from '../../db/schema/users.ts';
import { storeBrandImages } from './brand-images.ts';
import { seedDemoContent } from './content.ts';
import {
  DEMO_ADMIN,
  DEMO_AGENTS,
  DEMO_BRANDS,
  DEMO_CUSTOMERS,
  DEMO_GUEST_NAMES,
  DEMO_LINES,
  DEMO_MANAGERS,
  DEMO_PASSWORD,
} from './demo-data.ts';
import { REPORT_WEEK, seedReportWeek } from './report-week.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The demo guests came before any chat of theirs (issue 22, defect 14: "First visit" was the seeding time, later than
 * their chats): before the two weeks of history and the fixed report week (report-week.ts).
 */
const firstGuestVisit = (now: Date): number =>
  Math.min(now.getTime() - (HISTORY_DAYS + 1) * DAY, Date.parse(`${REPORT_WEEK.from}T00:00:00Z`) - DAY);
const HISTORY_DAYS = 14;

/** A small deterministic random source, so every fresh demo looks the same. */
function createRandom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    between: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const person = (p: { firstNameEn: string; lastNameEn: string; firstNameAr: string; lastNameAr: string }) => ({
  name: `${p.firstNameEn} ${p.lastNameEn}`,
  firstNameEn: p.firstNameEn,
  lastNameEn: p.lastNameEn,
  firstNameAr: p.firstNameAr,
  lastNameAr: p.lastNameAr,
});

export interface SeedResult {
  seeded: boolean;
}

export interface SeedOptions {
  /** Where the brands' generated logos and banners are stored; without it the demo brands have none. */
  storage?: Storage;
}

/**
 * Demo organisation, two weeks of chat history (and a fixed past week for the reports, report-week.ts), and the
 * content (canned responses, FAQs, contact forms, public site). Each part is idempotent on its own, so a database
 * seeded before the content existed gets the content.
 */
export async function seedDemoData(db: Database, clock: Clock, options: SeedOptions = {}): Promise<SeedResult> {
  const organisation = await seedOrganisation(db, clock, options);
  const content = await seedDemoContent(db, options);
  return { seeded: organisation || content };
}

/** The demo organisation and its chat history. A database that has the demo admin is left alone. */
async function seedOrganisation(db: Database, clock: Clock, options: SeedOptions): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN.email)).limit(1);
  if (existing) return false;

  // Before the transaction: the images are stored through the uploads service, which does not take part in it.
  const images = new Map<string, Awaited<ReturnType<typeof storeBrandImages>>>();
  if (options.storage) {
    const uploads = createUploadsService({ repo: createUploadsRepo(db), storage: options.storage });
    for (const brand of DEMO_BRANDS) images.set(brand.key, await storeBrandImages(uploads, brand));
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const random = createRandom(20_240_101);
  const now = clock.now();

  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const staff = { passwordHash, emailVerified: true, phoneNumberVerified: true };
    await insertUser(txDb, {
      ...staff,
      ...person(DEMO_ADMIN),
      role: 'admin',
      email: DEMO_ADMIN.email,
      phoneNumber: DEMO_ADMIN.phone,
    });

    const customers: UserRow[] = [];
    for (const customer of DEMO_CUSTOMERS) {
      customers.push(
        await insertUser(txDb, {
          ...staff,
          ...person(customer),
          role: 'customer',
          email: customer.email,
          phoneNumber: customer.phone,
        }),
      );
    }

    for (const demo of DEMO_BRANDS) {
      const { key, ...fields } = demo;
      const brand = await insertBrand(txDb, { ...fields, ...images.get(key) });
      const manager = DEMO_MANAGERS[key];
      const managerRow = manager
        ? await insertUser(txDb, {
            ...staff,
            ...person(manager),
            role: 'brand_manager',
            brandId: brand.id,
            email: manager.email,
            phoneNumber: manager.phone,
          })
        : undefined;
      const agents: UserRow[] = [];
      for (const agent of DEMO_AGENTS[key] ?? []) {
        agents.push(
          await insertUser(txDb, {
            ...staff,
            ...person(agent),
            role: 'agent',
            brandId: brand.id,
            email: agent.email,
            phoneNumber: agent.phone,
            lastSignInAt: new Date(now.getTime() - DAY),
          }),
        );
      }
      const brandGuests = await tx
        .insert(guests)
        .values(
          DEMO_GUEST_NAMES.map((name, index) => ({
            brandId: brand.id,
            name,
            createdAt: new Date(firstGuestVisit(now) - index * DAY),
            lastSeenAt: now,
          })),
        )
        .returning();

      await seedPresence(txDb, brand.id, agents, now, random);
      await seedChats(txDb, { brandId: brand.id, agents, customers, guests: brandGuests, now, random });
      if (key === 'nakheel' && managerRow) {
        const [sara, omar, lina] = agents as [UserRow, UserRow, UserRow];
        await seedReportWeek(txDb, {
          brandId: brand.id,
          lina,
          sara,
          omar,
          manager: managerRow,
          guestId: brandGuests[1]!.id,
        });
      }
    }
  });
  return true;
}

type Random = ReturnType<typeof createRandom>;

async function seedPresence(db: Database, brandId: string, agents: UserRow[], now: Date, random: Random) {
  const intervals: (typeof agentPresenceIntervals.$inferInsert)[] = [];
  const signIns: (typeof authEvents.$inferInsert)[] = [];
  const dayStart = new Date(now.getTime() - (now.getTime() % DAY));
  for (let day = HISTORY_DAYS; day >= 1; day--) {
    for (const agent of agents) {
      if (random.chance(0.15)) continue; // a day off
      const startedAt = new Date(dayStart.getTime() - day * DAY + 5 * HOUR + random.between(0, 90) * MINUTE);
      const endedAt = new Date(startedAt.getTime() + random.between(6 * 60, 9 * 60) * MINUTE);
      intervals.push({ agentId: agent.id, brandId, startedAt, endedAt });
      const meta = { userId: agent.id, brandId, ipAddress: '127.0.0.1', userAgent: 'Mozilla/5.0 (demo)' };
      signIns.push({ ...meta, kind: 'sign_in', method: 'password', at: startedAt });
      signIns.push({ ...meta, kind: 'sign_out', at: endedAt });
    }
  }
  if (intervals.length) await db.insert(agentPresenceIntervals).values(intervals);
  if (signIns.length) await db.insert(authEvents).values(signIns);
}

interface ChatSeed {
  brandId: string;
  agents: UserRow[];
  customers: UserRow[];
  guests: { id: string }[];
  now: Date;
  random: Random;
}

async function seedChats(db: Database, { brandId, agents, customers, guests: brandGuests, now, random }: ChatSeed) {
  const rooms: (typeof chatRooms.$inferInsert)[] = [];
  const messages: (typeof chatMessages.$inferInsert)[] = [];
  const events: (typeof chatEvents.$inferInsert)[] = [];
  const at = (ms: number) => new Date(ms);

  for (let day = HISTORY_DAYS; day >= 0; day--) {
    const count = day === 0 ? 5 : random.between(2, 5);
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const language = random.chance(0.5) ? 'ar' : 'en';
      const lines = DEMO_LINES[language];
      const isCustomer = random.chance(0.6);
      const customer = isCustomer ? random.pick(customers) : undefined;
      const guest = isCustomer ? undefined : random.pick(brandGuests);
      const author = customer
        ? ({ authorKind: 'customer', authorUserId: customer.id } as const)
        : ({ authorKind: 'guest', authorGuestId: guest?.id } as const);
      const started =
        day === 0
          ? now.getTime() - random.between(5, 90) * MINUTE
          : now.getTime() - day * DAY + random.between(-5, 5) * HOUR;
      const agent = random.pick(agents);
      const base = { chatId: id, brandId };
      const event = (
        kind: (typeof chatEvents.$inferInsert)['kind'],
        time: number,
        extra: Partial<typeof chatEvents.$inferInsert> = {},
      ) => events.push({ ...base, kind, at: at(time), ...extra });
      let preview = '';
      let lastShopperAt = started;
      const message = (time: number, body: string, who: 'shopper' | 'agent') => {
        const messageId = randomUUID();
        preview = body;
        if (who === 'shopper') lastShopperAt = time;
        const fields = who === 'agent' ? { authorKind: 'agent' as const, authorUserId: agent.id } : author;
        messages.push({ id: messageId, chatId: id, kind: 'text', body, createdAt: at(time), ...fields });
        event('message', time, {
          agentId: who === 'agent' ? agent.id : null,
          data: { messageId, author: fields.authorKind },
        });
      };

      event('started', started);
      const waiting = started + 20_000;
      message(waiting, random.pick(lines.shopper), 'shopper');
      event('waiting', waiting);

      // Today's last chats are still live: one waiting, one offered, the rest open.
      const live =
        day === 0
          ? i === 0
            ? 'waiting_for_agent'
            : i === 1
              ? 'pending_acceptance'
              : i < 4
                ? 'open'
                : 'closed'
          : 'closed';
      let offered = waiting + random.between(5, 60) * 1000;
      if (live !== 'waiting_for_agent' && random.chance(0.2)) {
        const lapsedAgent = random.pick(agents);
        event('offered', offered, { agentId: lapsedAgent.id });
        event('lapsed', offered + 2 * MINUTE, { agentId: lapsedAgent.id });
        offered += 2 * MINUTE + 5_000;
      }
      const room: typeof chatRooms.$inferInsert = {
        id,
        brandId,
        customerId: customer?.id ?? null,
        guestId: guest?.id ?? null,
        language,
        startedAt: at(started),
        waitingSince: at(waiting),
        createdAt: at(started),
        lastMessageAt: at(waiting),
        lastMessagePreview: preview,
        lastShopperMessageAt: at(lastShopperAt),
        status: live,
      };
      if (live === 'waiting_for_agent') {
        rooms.push(room);
        continue;
      }
      event('offered', offered, { agentId: agent.id });
      room.agentId = agent.id;
      room.offeredAt = at(offered);
      if (live === 'pending_acceptance') {
        rooms.push(room);
        continue;
      }
      const accepted = offered + random.between(5, 90) * 1000;
      event('accepted', accepted, { agentId: agent.id });
      room.acceptedAt = at(accepted);
      let time = accepted + random.between(15, 180) * 1000;
      message(time, random.pick(lines.agent), 'agent');
      const exchanges = random.between(1, 3);
      for (let n = 0; n < exchanges; n++) {
        time += random.between(30, 240) * 1000;
        message(time, random.pick(lines.shopper), 'shopper');
        time += random.between(20, 200) * 1000;
        message(time, random.pick(lines.agent), 'agent');
      }
      room.lastMessageAt = at(time);
      room.lastMessagePreview = preview;
      room.lastShopperMessageAt = at(lastShopperAt);
      if (live === 'closed') {
        room.previousAgentId = agent.id;
        const closed = time + random.between(1, 10) * MINUTE;
        event('closed', closed, { agentId: agent.id, data: { reason: 'agent' } });
        room.closedAt = at(closed);
        room.closeReason = 'agent';
      }
      rooms.push(room);
    }
  }
  await db.insert(chatRooms).values(rooms);
  for (let i = 0; i < messages.length; i += 500) await db.insert(chatMessages).values(messages.slice(i, i + 500));
  for (let i = 0; i < events.length; i += 500) await db.insert(chatEvents).values(events.slice(i, i + 500));
}

// The realtime benchmarks' people and chats, written straight into the database in bulk (creating 2,500 guest chats
// through the public API and accepting them one by one would take minutes), as the product itself would have left
// them: brands; online agents with an open presence interval; a staff session per agent issued by better-auth itself
// (the cookie is signed exactly as at sign-in); widget guests with tokens signed by the product's own guest-token
// code; and open chats, each accepted by an agent, with their started/waiting/offered/accepted events. Nothing is
// faked past that: every socket still authenticates at the handshake and every message goes through `message:send`.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../../apps/server/src/db/client.ts';
import { pgliteDir } from '../../../apps/server/src/db/paths.ts';
import { brands } from '../../../apps/server/src/db/schema/brands.ts';
import { agentPresenceIntervals, chatEvents, chatRooms } from '../../../apps/server/src/db/schema/chats.ts';
import { guests } from '../../../apps/server/src/db/schema/guests.ts';
import { users } from '../../../apps/server/src/db/schema/users.ts';
import { systemClock } from '../../../apps/server/src/lib/clock.ts';
import { createBetterAuth } from '../../../apps/server/src/modules/auth/better-auth.ts';
import { createGuestTokens } from '../../../apps/server/src/modules/chats/guest-tokens.ts';
import { pgliteTemplate } from '../../../apps/server/src/testing/pglite-template.ts';
import type { AgentPlan } from './protocol.ts';

/** The AUTH_SECRET every benchmark node gets (sessions and guest tokens are signed with it). */
export const BENCH_SECRET = 'bench-realtime-secret-bench-realtime-secret-0123';
/** The product's default maximum of chats per agent (platform_settings.max_conversations_per_agent): respected. */
export const CHATS_PER_AGENT = 5;
/** Agents per brand: brands of a realistic size, so per-brand work (routing locks, managers' rooms) is spread. */
const AGENTS_PER_BRAND = 50;
const BATCH = 1000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let index = 0; index < rows.length; index += BATCH) await insert(rows.slice(index, index + BATCH));
}

async function insertBrands(db: Database, count: number): Promise<string[]> {
  const tag = randomUUID().slice(0, 8);
  const rows = Array.from({ length: count }, (_, n) => ({
    id: randomUUID(),
    nameEn: `Bench brand ${tag}-${n}`,
    nameAr: `علامة ${tag}-${n}`,
    email: `bench-${tag}-${n}@brand.test`,
    widgetId: `bench_${tag}_${n}`,
  }));
  await db.insert(brands).values(rows);
  return rows.map((row) => row.id);
}

/** One widget guest per brand id given (in that order), each with the bearer token the widget would hold. */
async function insertGuests(db: Database, brandIds: string[]): Promise<{ id: string; token: string }[]> {
  const now = new Date();
  const rows = brandIds.map((brandId, n) => ({
    id: randomUUID(),
    brandId,
    name: `Shopper ${n}`,
    createdAt: now,
    lastSeenAt: now,
  }));
  await insertInBatches(rows, (batch) => db.insert(guests).values(batch));
  const tokens = createGuestTokens({ secret: BENCH_SECRET, clock: systemClock });
  return rows.map((row) => ({ id: row.id, token: tokens.issue(row.id, row.brandId).token }));
}

/** Guests only, a thousand to a brand (the idle benchmark: shoppers with the widget open, no chat yet). */
export async function seedIdleGuests(db: Database, count: number): Promise<string[]> {
  const brandIds = await insertBrands(db, Math.max(1, Math.ceil(count / 1000)));
  const guestsMade = await insertGuests(
    db,
    Array.from({ length: count }, (_, n) => brandIds[n % brandIds.length]!),
  );
  return guestsMade.map((guest) => guest.token);
}

/**
 * `chats` open chats, CHATS_PER_AGENT to an online agent, AGENTS_PER_BRAND agents to a brand. `baseURL` is the
 * server's PUBLIC_URL (better-auth signs the cookie for it).
 */
export async function seedChats(db: Database, chats: number, baseURL: string): Promise<AgentPlan[]> {
  const agentCount = Math.ceil(chats / CHATS_PER_AGENT);
  const brandIds = await insertBrands(db, Math.ceil(agentCount / AGENTS_PER_BRAND));
  const now = new Date();
  const earlier = new Date(now.getTime() - 60_000);
  const tag = randomUUID().slice(0, 8);
  const agents = Array.from({ length: agentCount }, (_, n) => ({
    id: randomUUID(),
    name: `Agent ${n}`,
    email: `bench-agent-${tag}-${n}@tawasul.test`,
    emailVerified: true,
    role: 'agent' as const,
    brandId: brandIds[Math.floor(n / AGENTS_PER_BRAND)]!,
    firstNameEn: 'Agent',
    lastNameEn: String(n),
    firstNameAr: 'موظف',
    lastNameAr: String(n),
    isOnline: true,
    presenceSeenAt: now,
    lastAssignedAt: earlier,
  }));
  await insertInBatches(agents, (batch) => db.insert(users).values(batch));
  await insertInBatches(agents, (batch) =>
    db
      .insert(agentPresenceIntervals)
      .values(batch.map((agent) => ({ agentId: agent.id, brandId: agent.brandId, startedAt: earlier }))),
  );

  // Chat n is served by agent ⌊n / CHATS_PER_AGENT⌋; its guest belongs to that agent's brand.
  const agentOf = (n: number) => agents[Math.floor(n / CHATS_PER_AGENT)]!;
  const shoppers = await insertGuests(
    db,
    Array.from({ length: chats }, (_, n) => agentOf(n).brandId),
  );
  const chatRows = shoppers.map((shopper, n) => ({
    id: randomUUID(),
    brandId: agentOf(n).brandId,
    guestId: shopper.id,
    agentId: agentOf(n).id,
    status: 'open' as const,
    language: 'en' as const,
    startedAt: earlier,
    waitingSince: earlier,
    offeredAt: earlier,
    acceptedAt: earlier,
    lastShopperMessageAt: earlier,
    lastMessageAt: earlier,
    createdAt: earlier,
    updatedAt: earlier,
  }));
  await insertInBatches(chatRows, (batch) => db.insert(chatRooms).values(batch));
  const events = chatRows.flatMap((chat) =>
    (['started', 'waiting', 'offered', 'accepted'] as const).map((kind) => ({
      chatId: chat.id,
      brandId: chat.brandId,
      agentId: kind === 'offered' || kind === 'accepted' ? chat.agentId : null,
      actorUserId: kind === 'accepted' ? chat.agentId : null,
      kind,
      at: earlier,
    })),
  );
  await insertInBatches(events, (batch) => db.insert(chatEvents).values(batch));

  const auth = createBetterAuth({ db, secret: BENCH_SECRET, baseURL, trustedOrigins: [] });
  const plans: AgentPlan[] = [];
  for (const [index, agent] of agents.entries()) {
    const { headers } = await auth.api.issueSession({ body: { userId: agent.id }, returnHeaders: true });
    const cookie = (headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (!cookie.includes('session_token=')) throw new Error(`no session cookie issued for agent ${agent.id}`);
    plans.push({
      id: agent.id,
      cookie,
      chats: chatRows
        .slice(index * CHATS_PER_AGENT, (index + 1) * CHATS_PER_AGENT)
        .map((chat, offset) => ({ id: chat.id, shopper: shoppers[index * CHATS_PER_AGENT + offset]! })),
    });
  }
  return plans;
}

/** The relay's load: the same shape, made-up ids, no credentials. */
export function relayPlan(chats: number): AgentPlan[] {
  return Array.from({ length: Math.ceil(chats / CHATS_PER_AGENT) }, (_, index) => ({
    id: randomUUID(),
    cookie: null,
    chats: Array.from({ length: Math.min(CHATS_PER_AGENT, chats - index * CHATS_PER_AGENT) }, () => ({
      id: randomUUID(),
      shopper: { id: randomUUID(), token: null },
    })),
  }));
}

/**
 * A database seeded before its server starts. PGlite: a data folder of its own (the server then opens it through
 * DATA_DIR; one process at a time may hold it). PostgreSQL: the scratch database's URL. Migrations run here first,
 * as the server would run them.
 */
export async function seededDatabase<T>(
  target: { kind: 'pglite' } | { kind: 'postgres'; url: string },
  seed: (db: Database) => Promise<T>,
): Promise<{ env: Record<string, string>; seeded: T; cleanup: () => Promise<void> }> {
  if (target.kind === 'postgres') {
    const handle = await openDatabase({ url: target.url, poolSize: 4 });
    try {
      await handle.migrate();
      const seeded = await seed(handle.db);
      return { env: { DATABASE_URL: target.url }, seeded, cleanup: async () => undefined };
    } finally {
      await handle.close();
    }
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'tawasul-bench-pglite-'));
  // Loading a migrated template (made once per set of migrations) instead of running initdb: seconds saved per run.
  const handle = await openDatabase({
    pgliteDir: pgliteDir({ dataDir } as Parameters<typeof pgliteDir>[0]),
    pgliteDump: await pgliteTemplate(),
  });
  try {
    await handle.migrate();
    const seeded = await seed(handle.db);
    return {
      env: { DATA_DIR: dataDir },
      seeded,
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  } finally {
    await handle.close();
  }
}

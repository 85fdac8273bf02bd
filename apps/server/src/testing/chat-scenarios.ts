import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import type {
  ChatEventKind,
  ChatStatus,
  NotificationListResponse,
  NotificationResponse,
} from '@tawasul/contracts/chats';
import { ERROR_CATALOG, type ErrorCode } from '@tawasul/contracts/errors';
import type { BrandConfiguration, BrandGeneralSettings } from '@tawasul/contracts/settings';
import { insertBrand, type BrandRow } from '../db/factories.ts';
import { agentPresenceIntervals, chatEvents, chatMessages, chatRooms } from '../db/schema/chats.ts';
import { errorOf } from './auth-flows.ts';
import type { SignedInUser } from './back-office.ts';
import { setOnline } from './chat-flows.ts';
import type { TestApp } from './test-app.ts';

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K];
};

function merge<T>(base: T, change: DeepPartial<T>): T {
  const result = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(change)) {
    const current = result[key];
    result[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? merge(current, value as DeepPartial<typeof current>)
        : value;
  }
  return result as T;
}

/** Saves part of a brand's configuration (preset messages, critical words, delays, toggles) as its screen does. */
export async function configureBrand(
  t: TestApp,
  who: SignedInUser,
  brandId: string,
  change: DeepPartial<BrandConfiguration>,
): Promise<BrandConfiguration> {
  const url = `/api/brands/${brandId}/configuration`;
  const current = await t.request({ method: 'GET', url, cookie: who.cookie });
  expect(current.statusCode, current.body).toBe(200);
  const payload = merge(current.json<BrandConfiguration>(), change);
  const saved = await t.request({ method: 'PUT', url, cookie: who.cookie, payload });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<BrandConfiguration>();
}

/**
 * A new brand with a queue of its own: an agent holds at most `maxConversationsPerAgent` chats, and a chat waits two
 * hours before it times out (longer than any test's clock runs).
 */
export async function brandWithQueue(
  t: TestApp,
  admin: SignedInUser,
  maxConversationsPerAgent: number,
): Promise<BrandRow> {
  const brand = await insertBrand(t.database.db);
  await brandSettings(t, admin, brand.id, { maxConversationsPerAgent, waitingTimeoutMinutes: 120 });
  return brand;
}

/** Saves a brand's own general settings; what is left out is the platform default. */
export async function brandSettings(
  t: TestApp,
  who: SignedInUser,
  brandId: string,
  values: Partial<BrandGeneralSettings>,
): Promise<void> {
  const payload: BrandGeneralSettings = {
    customerInactivityTimeoutHours: null,
    maxConversationsPerAgent: null,
    messageEditMinutes: null,
    messageDeleteMinutes: null,
    waitingTimeoutMinutes: null,
    ...values,
  };
  const response = await t.request({
    method: 'PUT',
    url: `/api/settings/general?brandId=${brandId}`,
    cookie: who.cookie,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

export interface EventRow {
  kind: ChatEventKind;
  agentId: string | null;
  actorUserId: string | null;
  data: Record<string, unknown>;
}

/** The chat's rows of the append-only `chat_events` table (what reports read), oldest first. */
export async function eventsOf(t: TestApp, chatId: string): Promise<EventRow[]> {
  return t.database.db
    .select({
      kind: chatEvents.kind,
      agentId: chatEvents.agentId,
      actorUserId: chatEvents.actorUserId,
      data: chatEvents.data,
    })
    .from(chatEvents)
    .where(eq(chatEvents.chatId, chatId))
    .orderBy(asc(chatEvents.id));
}

/** The kinds of the chat's events, oldest first, leaving out `message` rows unless asked. */
export async function eventKinds(t: TestApp, chatId: string, withMessages = false): Promise<ChatEventKind[]> {
  return (await eventsOf(t, chatId)).map((event) => event.kind).filter((kind) => withMessages || kind !== 'message');
}

/** How many chats each agent holds against its maximum (pending acceptance + open), and the rest by status. */
export async function statusCounts(t: TestApp, brandId: string) {
  const rows = await t.database.db
    .select({ status: chatRooms.status, agentId: chatRooms.agentId, count: sql<number>`count(*)::int` })
    .from(chatRooms)
    .where(eq(chatRooms.brandId, brandId))
    .groupBy(chatRooms.status, chatRooms.agentId);
  const loads = new Map<string, number>();
  const byStatus: Partial<Record<ChatStatus, number>> = {};
  for (const row of rows) {
    const count = Number(row.count);
    byStatus[row.status] = (byStatus[row.status] ?? 0) + count;
    if (row.agentId && (row.status === 'pending_acceptance' || row.status === 'open')) {
      loads.set(row.agentId, (loads.get(row.agentId) ?? 0) + count);
    }
  }
  return { loads, byStatus };
}

/** A message as stored, whatever readers are shown (deleted ones keep their text for audit). */
export async function storedMessage(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

export async function storedMessageCount(t: TestApp, ids: string[]): Promise<number> {
  const rows = await t.database.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(inArray(chatMessages.id, ids));
  return rows.length;
}

/** The person's notification centre (`GET /api/notifications`). */
async function notificationsOf(t: TestApp, who: SignedInUser): Promise<NotificationListResponse> {
  const response = await t.request({ method: 'GET', url: '/api/notifications?pageSize=100', cookie: who.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationListResponse>();
}

export async function notificationsOfKind(
  t: TestApp,
  who: SignedInUser,
  kind: NotificationResponse['kind'],
  chatId?: string,
): Promise<NotificationResponse[]> {
  return (await notificationsOf(t, who)).items.filter(
    (item) => item.kind === kind && (chatId === undefined || item.chatId === chatId),
  );
}

/**
 * Moves the manual clock and runs the chat sweeps once, as the periodic job would. The agents in `alive` had a
 * socket all along (without one an agent goes offline after a minute), so they vouch for themselves first.
 */
export async function sweepAfter(t: TestApp, ms: number, alive: readonly SignedInUser[] = []) {
  t.clock.advance(ms);
  for (const agent of alive) await setOnline(t, agent, true);
  const result = await t.app.chatSweeps.runOnce();
  expect(result).not.toBeNull();
  return result!;
}

/** An agent's online intervals, oldest first (reports sum them per day). */
export async function presenceIntervalsOf(t: TestApp, agentId: string) {
  return t.database.db
    .select({ startedAt: agentPresenceIntervals.startedAt, endedAt: agentPresenceIntervals.endedAt })
    .from(agentPresenceIntervals)
    .where(eq(agentPresenceIntervals.agentId, agentId))
    .orderBy(asc(agentPresenceIntervals.startedAt));
}

/** The reply is the error `code` with its HTTP status from the contracts' code list. */
export function expectError(response: LightMyRequestResponse, code: ErrorCode): void {
  expect(errorOf(response).code, response.body).toBe(code);
  expect(response.statusCode).toBe(ERROR_CATALOG[code].status);
}

/**
 * Waits for what the engine does after replying (routing when an agent comes online, notifications from domain
 * events), with room for a busy machine.
 */
export function eventually<T>(check: () => Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 10_000, interval: 50 });
}

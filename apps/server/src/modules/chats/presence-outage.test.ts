import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_GRACE_SECONDS } from '@tawasul/contracts/socket-events';
import { buildApp } from '../../app.ts';
import { insertBrand } from '../../db/factories.ts';
import { users } from '../../db/schema/users.ts';
import { signedIn } from '../../testing/back-office.ts';
import { onlineAgent, setOnline } from '../../testing/chat-flows.ts';
import { createSocketClients, listen, type SocketClients } from '../../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Issue 16: after an outage of the whole deployment (90 s, on the test clock), every agent whose client reconnects is
 * online again, an agent who chose offline stays offline, and one whose client never comes back goes offline only
 * once the restarted node has given it the grace period.
 */
const OUTAGE_MS = 90_000;

let t: TestApp;
let clients: SocketClients;
let restarted: FastifyInstance | undefined;

beforeAll(async () => {
  t = await createTestApp();
  clients = createSocketClients(await listen(t));
});
afterAll(async () => {
  clients?.closeAll();
  await restarted?.close();
  await t.redis?.quit();
  await t.database.close();
});

async function onlineStates(ids: string[]): Promise<Record<string, boolean>> {
  const rows = await t.database.db
    .select({ id: users.id, isOnline: users.isOnline })
    .from(users)
    .where(inArray(users.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.isOnline]));
}

describe('presence across an outage of the whole deployment', () => {
  it('puts reconnected agents online again and keeps apart those who chose offline', async () => {
    const brand = await insertBrand(t.database.db);
    const present = await onlineAgent(t, brand);
    const chosenOffline = await onlineAgent(t, brand);
    await setOnline(t, chosenOffline, false);
    const neverBack = await onlineAgent(t, brand);
    const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    const presentSocket = await clients.connect(present);
    const chosenOfflineSocket = await clients.connect(chosenOffline);
    await clients.connect(neverBack);
    const ids = [present.user.id, chosenOffline.user.id, neverBack.user.id];
    const { port } = t.app.server.address() as AddressInfo;

    // Every node goes down (its sockets with it) and stays down for 90 s.
    await t.app.close();
    t.clock.advance(OUTAGE_MS);

    // The node starts again: its first sweep counts nobody absent, though nobody has been seen for 90 s.
    restarted = await buildApp({
      config: t.config,
      database: t.database,
      redis: t.redis,
      clock: t.clock,
      logger: false,
      redisNamespace: t.redisNamespace,
    });
    await restarted.listen({ port, host: '127.0.0.1' });
    expect((await restarted.chatSweeps.runOnce())?.offline).toBe(0);

    // Clients reconnect; a connected agent's presence is vouched for before its client sees the connection.
    await presentSocket.reconnect();
    await chosenOfflineSocket.reconnect();
    t.clock.advance(PRESENCE_GRACE_SECONDS * 1000 + 1000);
    // Sockets vouch every few seconds; on the test clock, the restarted node's heartbeat is this call.
    await restarted.chatEngine.presence.heartbeat([present.user.id, chosenOffline.user.id]);
    expect((await restarted.chatSweeps.runOnce())?.offline).toBe(1);
    expect(await onlineStates(ids)).toEqual({
      [present.user.id]: true,
      [chosenOffline.user.id]: false,
      [neverBack.user.id]: false,
    });

    // The one who was away comes back later: online again, announced to the staff like any change.
    const watcher = await clients.connect(manager);
    const back = await clients.connect(neverBack);
    expect(await watcher.waitFor('presence:changed', (change) => change.agentId === neverBack.user.id)).toMatchObject({
      online: true,
    });
    expect(await onlineStates(ids)).toEqual({
      [present.user.id]: true,
      [chosenOffline.user.id]: false,
      [neverBack.user.id]: true,
    });
    back.disconnect();

    // Choosing offline is remembered as a choice: reconnecting does not undo it.
    const [row] = await t.database.db
      .select({ offlineByAbsence: users.offlineByAbsence })
      .from(users)
      .where(eq(users.id, chosenOffline.user.id));
    expect(row?.offlineByAbsence).toBe(false);
  });
});

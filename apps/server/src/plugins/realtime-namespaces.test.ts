import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../testing/back-office.ts';
import { createSocketClients, listen, type LiveClient, type SocketClients } from '../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { rooms } from './realtime.ts';

/**
 * Two deployments on one Redis (issue 16): pub/sub ignores the database index, so only the namespace in the
 * adapter's channel keeps one deployment's events, message bodies included, from the other's sockets.
 */
describe.skipIf(!process.env.REDIS_URL)('deployments sharing one Redis', () => {
  const apps: TestApp[] = [];
  const clients: SocketClients[] = [];

  beforeAll(async () => {
    const first = await createTestApp();
    // Another deployment (its own database and namespace), and a node of the first one's (its namespace).
    apps.push(first, await createTestApp(), await createTestApp({ redisNamespace: first.redisNamespace }));
    for (const app of apps) clients.push(createSocketClients(await listen(app)));
  });
  afterAll(async () => {
    for (const client of clients) client.closeAll();
    for (const app of apps) await app.close();
  });

  it('hear only their own events', async () => {
    const admins: LiveClient[] = [];
    for (const [index, app] of apps.entries()) {
      admins.push(await clients[index]!.connect(await signedIn(app, { role: 'admin' })));
    }
    await Promise.all(apps.map((app) => app.app.crossNodeReady()));
    const [first, other, sameDeployment] = admins as [LiveClient, LiveClient, LiveClient];

    const change = { agentId: crypto.randomUUID(), brandId: crypto.randomUUID(), online: true };
    apps[0]!.app.io.to(rooms.admins).emit('presence:changed', change);
    expect(await first.waitFor('presence:changed')).toEqual(change);
    // The first deployment's other node hears it through Redis; the other deployment, on the same Redis, does not.
    expect(await sameDeployment.waitFor('presence:changed')).toEqual(change);
    await other.settled();
    expect(other.received('presence:changed')).toEqual([]);
  });
});

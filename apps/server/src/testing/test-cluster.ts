import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { loadConfig } from '../config.ts';
import { createManualClock } from '../lib/clock.ts';
import { createRedis, redisReady } from '../lib/redis.ts';
import { listen } from './socket-clients.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

/** One server node of a test cluster: a whole app, listening on its own port. */
export interface TestNode extends TestApp {
  url: string;
}

export interface TestCluster {
  nodes: TestNode[];
  close(): Promise<void>;
}

/**
 * Several app instances as separate server nodes of one deployment: the same database (each node its own
 * connection pool on PostgreSQL; on PGlite, which lives in this process, the same handle), the same Redis (each node
 * its own connections) and key namespace, the same secret and a shared manual clock. Needs `REDIS_URL`.
 */
export interface TestClusterOptions {
  /** Redis at this address instead of `REDIS_URL` (a fault test's proxy). */
  redisUrl?: string;
}

export async function createTestCluster(count = 2, options: TestClusterOptions = {}): Promise<TestCluster> {
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  if (!redisUrl) throw new Error('a test cluster needs REDIS_URL');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tawasul-cluster-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: TEST_ORIGIN,
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const shared = await openTestDatabase();
  const clock = createManualClock(new Date());
  const redisNamespace = `tawasul-test-${randomBytes(4).toString('hex')}`;

  const nodes: TestNode[] = [];
  async function closeNodes() {
    for (const node of nodes.reverse()) await node.close();
    await shared.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    for (let index = 0; index < count; index++) {
      const own = index > 0 && shared.url ? await openDatabase({ url: shared.url, poolSize: 5 }) : undefined;
      const database: TestDatabase = own ? { ...own, url: shared.url } : { ...shared, close: async () => undefined };
      const redis = createRedis(redisUrl);
      await redisReady(redis);
      const app = await buildApp({ config, database, redis, clock, logger: false, redisNamespace });
      await app.ready();
      const node: TestNode = {
        app,
        config,
        database,
        clock,
        redis,
        redisNamespace,
        url: '',
        request({ cookie, headers, ...rest }) {
          return app.inject({ ...rest, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers } });
        },
        async close() {
          await app.close();
          await redis.quit();
          await database.close();
        },
      };
      nodes.push(node);
      node.url = await listen(node);
    }
  } catch (error) {
    await closeNodes();
    throw error;
  }
  return { nodes: [...nodes], close: closeNodes };
}

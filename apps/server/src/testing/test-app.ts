import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp, type AppDependencies } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createManualClock, type ManualClock } from '../lib/clock.ts';
import { createRedis, redisReady } from '../lib/redis.ts';
import { openTestDatabase, type OpenTestDatabaseOptions, type TestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  clock: ManualClock;
  redis: Redis | undefined;
  /** Prefix of this app's Redis keys and adapter channel. */
  redisNamespace: string;
  /** `app.inject` with the portal's Origin header, as a browser would send it. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  smsProvider?: AppDependencies['smsProvider'];
  /** Receives the server log (warnings and errors, as JSON lines), for tests about what the log says. */
  logStream?: Writable;
  /** How the test's database is opened (a fault test's proxy and short timeouts). */
  database?: OpenTestDatabaseOptions;
  /** Redis at this address instead of `REDIS_URL` (a fault test's proxy). */
  redisUrl?: string;
  /** This app's Redis prefix (another app's, to make them one deployment); a fresh one unless told. */
  redisNamespace?: string;
}

/**
 * The real app on a real database with the real migrations, a manual clock, and Redis when `REDIS_URL` is set.
 * No logging (unless a test asks for the log), so test output stays readable.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tawasul-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: TEST_ORIGIN,
    WEB_DIST: path.join(dataDir, 'no-web'),
    DEV_OUTBOX: 'true',
    ...options.env,
  });
  const database = await openTestDatabase(options.database);
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  // The product's own client settings; connected before the first request, as `server.ts` does.
  const redis = redisUrl ? createRedis(redisUrl) : undefined;
  if (redis) await redisReady(redis);
  const clock = createManualClock(new Date());
  const redisNamespace = options.redisNamespace ?? `tawasul-test-${randomBytes(4).toString('hex')}`;
  const app = await buildApp({
    config,
    database,
    redis,
    clock,
    logger: options.logStream ? { level: 'warn', stream: options.logStream } : false,
    redisNamespace,
    ...(options.smsProvider ? { smsProvider: options.smsProvider } : {}),
  });
  await app.ready();

  return {
    app,
    config,
    database,
    clock,
    redis,
    redisNamespace,
    request({ cookie, headers, ...rest }) {
      return app.inject({
        ...rest,
        headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
      });
    },
    async close() {
      await app.close();
      await redis?.quit();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pairs a reply set, ready to send back as a Cookie header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const values = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return values
    .map((value) => value.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

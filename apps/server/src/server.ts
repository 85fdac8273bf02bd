import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { pgliteDir } from './db/paths.ts';
import { DEMO_PASSWORD } from './demo/seed/demo-data.ts';
import { seedDemoData } from './demo/seed/seed.ts';
import { createStorage } from './integrations/storage/storage.ts';
import { systemClock } from './lib/clock.ts';
import { installLastResortHandlers } from './lib/last-resort.ts';
import { createRedis, redisReady } from './lib/redis.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const started = performance.now();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: pgliteDir(config),
  poolSize: config.databasePoolSize,
});
await database.migrate();
if (config.seedDemo) await seedDemoData(database.db, systemClock, { storage: createStorage(config) });
const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
// Shared limits from the first request when Redis answers; a node also starts without it, and uses it once it comes.
if (redis) await redisReady(redis);
// With demo data, order tracking runs against local Salla and CS-Cart stand-ins (loaded only then; never in production).
const demoStores = config.seedDemo
  ? await (await import('./testing/demo-stores.ts')).startDemoStores(config)
  : undefined;

const app = await buildApp({
  config: demoStores?.config ?? config,
  database,
  redis,
  logger: {
    level: config.logLevel,
    // Pretty logs for people at a terminal; JSON lines for everything else.
    ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
  },
});

await demoStores?.wire(app.storeConnections, (message, error) => app.log.warn({ err: error }, message));

let closing = false;
/** Stops taking requests, ends sockets (their clients reconnect), lets requests in flight finish, then exits. */
async function shutdown(reason: string, code = 0) {
  if (closing) return;
  closing = true;
  app.log.info({ reason }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await demoStores?.close();
    await redis?.quit();
    await database.close();
  } finally {
    clearTimeout(force);
    process.exit(code);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
installLastResortHandlers(process, {
  log: app.log,
  drainAndExit: (code) => void shutdown('uncaughtException', code).catch(() => process.exit(code)),
});

await app.listen({ port: config.port, host: config.host });
const listening = app.server.address();
if (listening && typeof listening === 'object') {
  const host = listening.family === 'IPv6' ? `[${listening.address}]` : listening.address;
  const local = ['0.0.0.0', '[::]'].includes(host) ? '127.0.0.1' : host;
  demoStores?.listening(`http://${local}:${listening.port}`);
}
if (config.chatSweepIntervalMs > 0) app.chatSweeps.start(config.chatSweepIntervalMs);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const lines = [
  '',
  `  Tawasul is running at ${config.publicUrl}  (ready in ${seconds} s, database: ${database.kind})`,
  `  API docs: ${config.publicUrl}/api/docs`,
];
if (config.seedDemo) {
  lines.push(
    '',
    `  Demo sign-ins (password ${DEMO_PASSWORD}):`,
    '    admin          admin@tawasul.test',
    '    brand manager  manager@tawasul.test',
    '    agent          agent@tawasul.test',
  );
}
if (config.devOutbox)
  lines.push(`  One-time codes and reset links: ${config.publicUrl}/api/dev/outbox (this machine only)`);
if (demoStores) {
  const { orderNumbers, orderPhones } = demoStores;
  lines.push(
    `  Order tracking: local Salla (${demoStores.sallaUrl}) and CS-Cart (${demoStores.csCartUrl}) stand-ins;`,
    `    try order ${orderNumbers.nakheel} (phone ${orderPhones.nakheel}) at Nakheel Dates,`,
    `    order ${orderNumbers.qamar} (phone ${orderPhones.qamar}) at Qamar Electronics;`,
    `    a Salla store installing the app (Easy Mode): curl -X POST ${demoStores.sallaUrl}/_stand-in/installs \\`,
    `      -H 'content-type: application/json' -d '{"name":"Waha Perfumes","domain":"https://waha.example"}'`,
  );
}
console.log(`${lines.join('\n')}\n`);

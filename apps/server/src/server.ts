import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { pgliteDir } from './db/paths.ts';
import { DEMO_PASSWORD } from './db/seed/demo-data.ts';
import { seedDemoData } from './db/seed/seed.ts';
import { createStorage } from './integrations/storage/storage.ts';
import { systemClock } from './lib/clock.ts';

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
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: pgliteDir(config) });
await database.migrate();
if (config.seedDemo) await seedDemoData(database.db, systemClock, { storage: createStorage(config) });
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
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
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await demoStores?.close();
    await redis?.quit();
    await database.close();
  } finally {
    clearTimeout(force);
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
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
    `  One-time codes and reset links: ${config.publicUrl}/api/dev/outbox`,
  );
}
if (demoStores) {
  const { orderNumbers } = demoStores;
  lines.push(
    `  Order tracking: local Salla (${demoStores.sallaUrl}) and CS-Cart (${demoStores.csCartUrl}) stand-ins;`,
    `    try order ${orderNumbers.nakheel} at Nakheel Dates, ${orderNumbers.qamar} at Qamar Electronics`,
  );
}
console.log(`${lines.join('\n')}\n`);

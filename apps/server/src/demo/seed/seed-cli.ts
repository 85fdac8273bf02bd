import { loadConfig } from '../../config.ts';
import { createStorage } from '../../integrations/storage/storage.ts';
import { systemClock } from '../../lib/clock.ts';
import { openDatabase } from '../../db/client.ts';
import { pgliteDir } from '../../db/paths.ts';
import { seedDemoData } from './seed.ts';

const config = loadConfig();
if (config.isProduction) {
  console.error('Demo data is refused in production.');
  process.exit(1);
}
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: pgliteDir(config) });
await database.migrate();
const { seeded } = await seedDemoData(database.db, systemClock, { storage: createStorage(config) });
console.log(seeded ? 'Demo data added.' : 'Demo data was already there.');
await database.close();

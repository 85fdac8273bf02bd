import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { pgliteDir } from './paths.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: pgliteDir(config) });
await database.migrate();
console.log(`Migrations applied (${database.kind}).`);
await database.close();

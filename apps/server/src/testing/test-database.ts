import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseTimeouts } from '../db/client.ts';
import { migrationsHash, pgliteTemplate } from './pglite-template.ts';

export interface TestDatabase extends DatabaseHandle {
  /** The connection string of this test's own PostgreSQL database, when running on PostgreSQL. */
  url: string | undefined;
}

export interface OpenTestDatabaseOptions {
  /** PostgreSQL only: the address the handle connects through (a fault test's proxy), from the database's own URL. */
  via?: (url: string) => string;
  timeouts?: Partial<DatabaseTimeouts>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new PostgreSQL database next to
 * the one `DATABASE_URL` names (dropped again on close).
 */
export async function openTestDatabase(options: OpenTestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDump: await pgliteTemplate() });
    await database.migrate();
    return { ...database, url: undefined };
  }
  const name = `tawasul_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // A copy of the migrated template (global setup) when there is one: a file copy instead of every migration.
  const template = postgresTemplateName();
  const { rows } = await admin.query('select 1 from pg_database where datname = $1', [template]);
  await admin.query(`create database ${name}${rows.length > 0 ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    url: options.via ? options.via(url.toString()) : url.toString(),
    poolSize: 5,
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
  });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // pg's pool.end() resolves before its connections have closed; `with (force)` would terminate them mid-close
      // and the pool would raise that as an uncaught error. Wait (briefly) for them to be gone first.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await cleanup.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if (!rows[0]?.open) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const postgresTemplateName = () => `tawasul_template_${migrationsHash()}`;

/** Makes the migrated PostgreSQL template database once per set of migrations (global setup). */
export async function ensurePostgresTemplate(serverUrl: string): Promise<void> {
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length > 0) return;
    const building = `${name}_building_${randomBytes(3).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    // Renamed when complete, so no file ever copies a half-migrated template.
    await admin.query(`alter database ${building} rename to ${name}`).catch(async () => {
      await admin.query(`drop database if exists ${building} with (force)`);
    });
  } finally {
    await admin.end();
  }
}

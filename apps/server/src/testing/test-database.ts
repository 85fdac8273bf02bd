import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

export interface TestDatabase extends DatabaseHandle {
  /** The connection string of this test's own PostgreSQL database, when running on PostgreSQL. */
  url: string | undefined;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new PostgreSQL database next to
 * the one `DATABASE_URL` names (dropped again on close).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return { ...database, url: undefined };
  }
  const name = `tawasul_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
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

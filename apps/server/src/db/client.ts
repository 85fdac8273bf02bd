import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` while holding a session advisory lock, or returns null at once when another node holds it. PGlite
   * is one process's own database, so there it simply runs.
   */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T | null>;
  /** PGlite only: the data folder as a tarball (tests start each file's database from a migrated one). */
  dump?: () => Promise<Blob>;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: nodes starting together take turns to migrate.
const MIGRATION_LOCK_KEY = 7_301_955;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite database is used. */
  url?: string | undefined;
  /** PGlite data folder; without it PGlite lives in memory (tests). */
  pgliteDir?: string | undefined;
  /** An in-memory PGlite starts from this dump of a data folder instead of a new cluster (tests: a migrated one). */
  pgliteDump?: Blob | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 20);
  return openPglite(options.pgliteDir, options.pgliteDump);
}

async function openPglite(dataDir: string | undefined, dump: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm indexes the content search columns (migration 0003 creates the extension; PGlite must load it).
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(dump ? { loadDataDir: dump } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    withAdvisoryLock: (_key, work) => work(),
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(connection, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        connection.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    withAdvisoryLock: async (key, work) => {
      const connection = await pool.connect();
      try {
        const result = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
        if (!result.rows[0]?.locked) return null;
        try {
          return await work();
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        connection.release();
      }
    },
  };
}

import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startPglite } from './pglite-client.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
type DatabaseKind = 'pglite' | 'postgres';

/** A raw SQL statement with a name: prepared once per connection on PostgreSQL (names are at most 63 bytes). */
export interface NamedStatement {
  name: string;
  text: string;
}

/**
 * The hot paths' statements, run without a query builder (docs/decisions/018): the pg pool's named prepared
 * statements, or the PGlite worker's named statements (parsed once). Rows come back as the driver parses them: dates as Date, jsonb parsed,
 * int8 as a string (pg) or a number (PGlite) — readers convert.
 */
export interface Statements {
  run<T>(statement: NamedStatement, values: readonly unknown[]): Promise<T[]>;
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  statements: Statements;
  migrate(): Promise<void>;
  /** Answers when the database does, or fails after `timeoutMs` (default {@link DATABASE_TIMEOUTS}.pingMs). */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /**
   * Hears every connection the database dropped or the driver gave up on (PostgreSQL; an idle connection ended by
   * `pg_terminate_backend` among them). The node carries on: the next query opens a new connection.
   */
  onConnectionError(listener: (error: Error) => void): () => void;
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
  /** PostgreSQL connections this node keeps open at most (`DATABASE_POOL_SIZE`). */
  poolSize?: number;
  timeouts?: Partial<DatabaseTimeouts>;
}

export interface DatabaseTimeouts {
  /** Waiting for a connection: a free one from the pool, or a new one to open. */
  connectMs: number;
  /** PostgreSQL cancels a statement running longer (57014, answered 503). */
  statementMs: number;
  /**
   * The driver gives up on an answer that does not come (the database out of reach) and drops that connection, so
   * a request answers 503 instead of hanging. Longer than `statementMs`: a slow statement is the server's to cancel.
   */
  queryMs: number;
  /** A transaction left idle this long is ended by PostgreSQL (a node that vanished mid-transaction holds no lock). */
  idleInTransactionMs: number;
  /** TCP keepalive's first probe on an idle connection (a dead peer is noticed without a query). */
  keepAliveDelayMs: number;
  /** `/api/health`'s ping. */
  pingMs: number;
}

const DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 12_000,
  idleInTransactionMs: 60_000,
  keepAliveDelayMs: 10_000,
  pingMs: 2_000,
};

const DEFAULT_POOL_SIZE = 20;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const timeouts = { ...DATABASE_TIMEOUTS, ...options.timeouts };
  if (options.url) return openPostgres(options.url, options.poolSize ?? DEFAULT_POOL_SIZE, timeouts);
  return openPglite(options.pgliteDir, options.pgliteDump, timeouts);
}

/** `work`, or a rejection once `ms` have passed (the timer never keeps the process alive). */
function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function openPglite(
  dataDir: string | undefined,
  dump: Blob | undefined,
  timeouts: DatabaseTimeouts,
): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // In a worker thread: a backlog of queries must never stop the server's event loop (docs/decisions/017).
  const client = await startPglite({ ...(dataDir ? { dataDir } : {}), ...(dump ? { dump } : {}) });
  // Drizzle's PGlite driver calls only what the worker's client offers (`query`, `transaction`).
  const driver = () => drizzlePglite({ client: client as unknown as PGlite, schema });
  const db = driver() as unknown as Database;
  return {
    db,
    kind: 'pglite',
    statements: {
      run: async <T>(statement: NamedStatement, values: readonly unknown[]) =>
        (await client.statement<T>(statement.name, statement.text, [...values])).rows,
    },
    migrate: () => migratePglite(driver(), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async (timeoutMs = timeouts.pingMs) => {
      await withinTime(client.query('select 1'), timeoutMs, 'database ping');
    },
    close: () => client.close(),
    // One process's own database: no connection to lose.
    onConnectionError: () => () => undefined,
    dump: () => client.dumpDataDir(),
    withAdvisoryLock: (_key, work) => work(),
  };
}

/** node-postgres's error for a query whose answer did not come within `query_timeout`. */
const READ_TIMEOUT = 'Query read timeout';

async function openPostgres(url: string, max: number, timeouts: DatabaseTimeouts): Promise<DatabaseHandle> {
  const listeners = new Set<(error: Error) => void>();
  const report = (error: Error) => {
    for (const listener of listeners) listener(error);
  };
  /**
   * Every connection of the pool: its errors are heard even while it is checked out between two queries (an
   * `error` event nobody listens to ends the process), and a query that timed out drops its connection: the answer
   * may still come, and the connection must not go back to the pool mid-statement or mid-transaction.
   */
  class Client extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super(config);
      this.on('error', report);
    }
    // node-postgres's `query` has many overloads; this one passes every call through unchanged.
    override query(...args: unknown[]): never {
      const dropIfTimedOut = (error: unknown) => {
        if (error instanceof Error && error.message === READ_TIMEOUT) {
          (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
        }
      };
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          if (error) dropIfTimedOut(error);
          (last as (error: unknown, result: unknown) => void)(error, result);
        };
      }
      const result = (super.query as (...all: unknown[]) => unknown)(...args);
      if (result instanceof Promise) result.catch(dropIfTimedOut);
      return result as never;
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max,
    Client,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveDelayMs,
  });
  // An idle connection's error reaches the pool too (which then drops it); the client's own listener reports it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    statements: {
      run: async <T>(statement: NamedStatement, values: readonly unknown[]) =>
        (await pool.query<T & pg.QueryResultRow>({ name: statement.name, text: statement.text, values: [...values] }))
          .rows,
    },
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
    ping: async (timeoutMs = timeouts.pingMs) => {
      // node-postgres reads a query's own `query_timeout`; its types do not list it.
      const query = { text: 'select 1', query_timeout: timeoutMs } as pg.QueryConfig;
      await withinTime(pool.query(query), timeoutMs, 'database ping');
    },
    close: () => pool.end(),
    onConnectionError: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    withAdvisoryLock: async (key, work) => {
      const connection = await pool.connect();
      // A connection whose unlock failed leaves the pool (its session, and the lock with it, end).
      let unlockFailed: Error | undefined;
      try {
        const result = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
        if (!result.rows[0]?.locked) return null;
        try {
          return await work();
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [key]).catch((error: unknown) => {
            unlockFailed = error instanceof Error ? error : new Error(String(error));
          });
        }
      } finally {
        connection.release(unlockFailed);
      }
    },
  };
}

// The database and Redis servers a run may use, and scratch databases of its own on the PostgreSQL one.
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import pg from 'pg';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

function answers(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || defaultPort) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** `DATABASE_URL` / `REDIS_URL` when set, else the machine's own servers — each only if it answers. */
export async function findServices(): Promise<{ postgresUrl: string | undefined; redisUrl: string | undefined }> {
  const postgres = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
  const redis = process.env.REDIS_URL ?? LOCAL_REDIS;
  const [postgresUp, redisUp] = await Promise.all([answers(postgres, 5432), answers(redis, 6379)]);
  return { postgresUrl: postgresUp ? postgres : undefined, redisUrl: redisUp ? redis : undefined };
}

export interface ScratchDatabase {
  url: string;
  version: string;
  /** Drops it (unless `BENCH_KEEP` is set, to look at it with EXPLAIN afterwards). */
  drop(): Promise<void>;
}

/** An empty database of its own next to the one `serverUrl` names (migrations are the caller's). */
export async function createScratchDatabase(serverUrl: string, label = 'bench'): Promise<ScratchDatabase> {
  const name = `tawasul_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const version =
    (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version.split(' ')[0] ?? '';
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    version,
    async drop() {
      if (process.env.BENCH_KEEP) {
        console.info(`kept ${url.toString()}`);
        return;
      }
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

// Starts the real server for the journeys on a fresh data folder (embedded database, demo data).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const port = process.env.E2E_PORT ?? '3100';
// One data folder per port, so journeys on two ports (a CI clone beside a working copy) never share a database.
const dataDir = path.join(here, port === '3100' ? '../.data' : `../.data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
// The locks the run's workers share (support/nakheel-agents.ts): none is held when a run starts.
rmSync(path.join(tmpdir(), `tawasul-e2e-${port}`), { recursive: true, force: true });

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    SEED_DEMO: 'true',
    DEV_OUTBOX: 'true',
    // The CS-Cart stand-in a journey starts (support/origins.ts JOURNEY_STORE_PORT): the one local store it may call.
    STORE_PRIVATE_ORIGINS: `http://127.0.0.1:${Number(port) + 7}`,
    // The demo's Salla stand-in on a known port (support/origins.ts DEMO_SALLA_URL): journeys ask it to install the app.
    DEMO_SALLA_PORT: String(Number(port) + 8),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));

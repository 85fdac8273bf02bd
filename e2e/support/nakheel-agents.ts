import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, TestInfo } from '@playwright/test';
import { APP_URL } from './origins.ts';

// Nakheel Dates' online agents are shared by the journeys of two workers. Most journeys put an agent of the brand
// online and find their own chat among what the router offers it ("shared"). A few need to know who the router will
// pick: nobody online while a guest waits in the queue, or their own agents and no one else's ("alone"). A
// readers–writer lock between the workers' processes, in files: a journey that wants the brand alone takes the
// `alone` file first (new sharers then step back), then waits for the sharers that are running to end.
// scripts/start-server.mjs empties the folder when a run starts (the same path, by the run's port).

const folder = path.join(tmpdir(), `tawasul-e2e-${process.env.E2E_PORT ?? '3100'}`, 'nakheel-agents');
const ALONE = path.join(folder, 'alone');

/** A worker that died holding a lock (its process is gone) holds nothing. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function sharers(): string[] {
  return readdirSync(folder).filter((name) => {
    if (!name.startsWith('shared-')) return false;
    if (alive(Number(name.split('-')[1]))) return true;
    rmSync(path.join(folder, name), { force: true });
    return false;
  });
}

function heldAlone(): boolean {
  let holder: number;
  try {
    holder = Number(readFileSync(ALONE, 'utf8'));
  } catch {
    return false;
  }
  if (alive(holder)) return true;
  rmSync(ALONE, { force: true });
  return false;
}

/**
 * Resolves once `done()` holds: woken by any change in the folder, and every 2 s to look for holders whose process
 * died without a word.
 */
async function until(done: () => boolean): Promise<void> {
  while (!done()) {
    await new Promise<void>((resolve) => {
      const watcher = watch(folder, wake);
      const guard = setTimeout(wake, 2_000);
      function wake() {
        watcher.close();
        clearTimeout(guard);
        resolve();
      }
    });
  }
}

async function share(): Promise<() => void> {
  const mine = path.join(folder, `shared-${process.pid}-${randomUUID()}`);
  for (;;) {
    // Announce first, then look: a journey taking the brand alone does the opposite, so one of the two sees the other.
    writeFileSync(mine, '');
    if (!heldAlone()) return () => rmSync(mine, { force: true });
    rmSync(mine, { force: true });
    await until(() => !heldAlone());
  }
}

async function alone(): Promise<() => void> {
  for (;;) {
    try {
      writeFileSync(ALONE, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await until(() => !heldAlone());
    }
  }
  await until(() => sharers().length === 0);
  return () => rmSync(ALONE, { force: true });
}

interface Hooks {
  beforeEach(hook: (fixtures: object, testInfo: TestInfo) => Promise<void>): void;
  afterEach(hook: () => void): void;
}

/**
 * Every test of the file holds the lock for its whole run, hooks included. The time spent waiting for it is added to
 * the test's time limit (set the file's limit with `test.describe.configure`, not `test.setTimeout` in the body).
 */
export function nakheelAgents(test: Hooks, mode: 'shared' | 'alone'): void {
  let release: (() => void) | undefined;
  // Playwright reads the hook's fixtures from its first parameter, which must be a destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  test.beforeEach(async ({}, testInfo) => {
    mkdirSync(folder, { recursive: true });
    const limit = testInfo.timeout;
    const started = performance.now();
    // Room to wait for the other worker's journey, which may itself take a few minutes on a busy machine.
    testInfo.setTimeout(limit + 600_000);
    release = await (mode === 'shared' ? share() : alone());
    testInfo.setTimeout(limit + Math.ceil(performance.now() - started));
  });
  test.afterEach(() => {
    release?.();
    release = undefined;
  });
}

/**
 * An agent's browser that closes leaves the agent online for up to a minute (a dropped connection gets time to come
 * back): a journey going away says so first, so a journey that needs the brand alone need not wait that minute.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.request
    .patch('/api/auth/changeOnlineStatus', { data: { isOnline: false }, headers: { origin: APP_URL } })
    .catch(() => undefined);
  await context.close();
}

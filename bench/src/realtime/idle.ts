// Idle connections (issue 11): how many sockets one node holds and what each costs in memory. K authenticated widget
// guests (a shopper with the widget open: the most common socket by far) connect to one Tawasul node (on PostgreSQL
// when one answers, else PGlite) and stay idle; the same number of unauthenticated sockets go to the bare relay for
// comparison. The server's RSS after a full collection with the sockets open, minus the same before them, divided by
// the sockets held. Goal: ≤ 20 KB per idle socket on Tawasul.
import { setTimeout as sleep } from 'node:timers/promises';
import { pick, type BenchContext, type Benchmark, type Measurement } from '../harness/measurement.ts';
import { freePort, startServer, type ServerProcess } from '../harness/server-process.ts';
import { createScratchDatabase } from '../harness/services.ts';
import { connectedSockets, openIdleSockets, startGenerator, type Generator } from './load-control.ts';
import type { IdleAuth } from './protocol.ts';
import { seededDatabase, seedIdleGuests } from './seed.ts';
import { RELAY_MAIN, tawasulEnv } from './targets.ts';

const GROUP = 'idle';
const GOAL_KB = 20;
/** Sockets per generator process (each process has its own file-descriptor limit, 20,000 here). */
const PER_GENERATOR = 5_000;

/** Two collections, a moment apart: what is left is what the sockets hold. */
async function settledStats(server: ServerProcess) {
  await server.gc();
  await sleep(500);
  return server.gc();
}

async function measureIdle(
  label: string,
  server: ServerProcess,
  auths: IdleAuth[],
  context: BenchContext,
): Promise<Measurement[]> {
  const before = await settledStats(server);
  const generators: Generator[] = Array.from({ length: Math.ceil(auths.length / PER_GENERATOR) }, () =>
    startGenerator(),
  );
  try {
    const opened = await openIdleSockets(generators, server.url, auths, 100);
    const { ms, failed } = opened;
    context.log(
      `  ${label}: ${opened.sockets} of ${auths.length} sockets open in ${(ms / 1000).toFixed(1)} s` +
        (failed ? ` (${failed} failed: ${opened.firstError})` : ''),
    );
    // Idle for a while (past socket.io's first ping at 25 s in a full run), then count who is still there.
    await sleep(pick(context.mode, { smoke: 500, quick: 2_000, full: 30_000 }));
    const held = await connectedSockets(generators);
    const after = await settledStats(server);
    const perSocket = (bytes: number, sockets: number) => (sockets > 0 ? bytes / 1024 / sockets : null);
    const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
    return [
      {
        group: GROUP,
        name: `${label}: idle sockets held`,
        value: held,
        unit: 'sockets',
        note:
          `of ${auths.length} opened (${Math.round(ms / 1000)} s to open); the ceiling here is the ` +
          `file-descriptor limit (ulimit -n), not memory`,
      },
      {
        group: GROUP,
        name: `${label}: RSS per idle socket`,
        value: perSocket(after.rssBytes - before.rssBytes, held),
        unit: 'KB',
        ...(label.startsWith('Tawasul') ? { goal: { op: '<=', value: GOAL_KB } } : {}),
        note:
          `RSS ${mb(before.rssBytes)} → ${mb(after.rssBytes)} MB after a full collection` +
          (context.mode === 'full' ? '' : `; at ${held} sockets within the allocator's noise (--full: 10,000)`),
      },
      {
        group: GROUP,
        name: `${label}: JS heap per idle socket`,
        value: perSocket(after.heapUsedBytes - before.heapUsedBytes, held),
        unit: 'KB',
      },
    ];
  } finally {
    await Promise.all(generators.map((generator) => generator.close()));
  }
}

export const idleBenchmark: Benchmark = {
  name: 'idle',
  about:
    'idle sockets one node holds and the RSS each costs, Tawasul (widget guests) vs the bare relay (goal: ≤ 20 KB)',
  async run(context) {
    const count = pick(context.mode, { smoke: 100, quick: 2_000, full: 10_000 });
    const measurements: Measurement[] = [];

    // Both servers start together (start-up is not measured); the sockets go to one at a time.
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const [relayStarted, tawasulStarted] = await Promise.allSettled([
      (async () => startServer({ main: RELAY_MAIN, port: await freePort(), readyPath: '/health' }))(),
      (async () => {
        // On PostgreSQL when one answers: PGlite's own memory (WebAssembly, grown by the handshakes' queries and
        // never given back) would blur what the sockets themselves cost. The socket code is the same on both.
        const scratch = context.postgresUrl ? await createScratchDatabase(context.postgresUrl, 'idle') : undefined;
        const database = await seededDatabase(
          scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite' },
          (db) => seedIdleGuests(db, count),
        ).catch(async (error: unknown) => {
          await scratch?.drop();
          throw error;
        });
        const cleanup = async () => {
          await database.cleanup();
          await scratch?.drop();
        };
        try {
          const server = await startServer({ main: 'tawasul', port, env: tawasulEnv(publicUrl, database.env) });
          const label = scratch ? `Tawasul on PostgreSQL ${scratch.version}` : 'Tawasul on PGlite';
          return { server, label, tokens: database.seeded, cleanup };
        } catch (error) {
          await cleanup();
          throw error;
        }
      })(),
    ]);
    try {
      if (relayStarted.status === 'rejected') throw relayStarted.reason;
      if (tawasulStarted.status === 'rejected') throw tawasulStarted.reason;
      const relay = relayStarted.value;
      measurements.push(
        ...(await measureIdle(
          'bare relay',
          relay,
          Array.from({ length: count }, () => null),
          context,
        )),
      );
      await relay.stop();
      const { server, label, tokens } = tawasulStarted.value;
      measurements.push(
        ...(await measureIdle(
          label,
          server,
          tokens.map((token) => ({ token })),
          context,
        )),
      );
    } finally {
      if (relayStarted.status === 'fulfilled') await relayStarted.value.stop();
      if (tawasulStarted.status === 'fulfilled') {
        await tawasulStarted.value.server.stop();
        await tawasulStarted.value.cleanup();
      }
    }
    return measurements;
  },
};

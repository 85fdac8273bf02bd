// Two Tawasul nodes (issue 11): one PostgreSQL database, Redis (the Socket.IO adapter and the shared rate limits),
// and a small round-robin proxy in front (proxy.ts; websocket-only clients stick to the node they were routed to).
//
// 1. Scale-out: the same chat load once on one node (through the proxy too) and once spread over two. On a 2-core
//    machine both nodes, PostgreSQL, Redis, the proxy and the load generators share the same two cores, so messages
//    per second at saturation would measure the machine, not the nodes. What scaling out buys is that each node
//    carries only its share of the work; so the ratio compares messages delivered per CPU-second of the *busiest*
//    node: with a machine (or core) per node, N nodes sustain that much more. Goal ≥ 1.7× for two nodes.
// 2. Kill test: mid-run one node is SIGKILLed. Its clients reconnect through the proxy to the other node, re-join
//    their chats from their last seq (`chat:join` + `afterSeq`) and resend what was not acknowledged, with the same
//    ids. Afterwards the database is the judge: every message a client sent is stored exactly once, and every stored
//    message reached the other side of its chat at least once.
import pg from 'pg';
import { pick, type BenchContext, type Benchmark } from '../harness/measurement.ts';
import { freePort, startServer, type ServerProcess } from '../harness/server-process.ts';
import { createScratchDatabase } from '../harness/services.ts';
import { percentileMs } from './load-control.ts';
import type { AgentPlan, FinalReport } from './protocol.ts';
import { startProxy, type Proxy } from './proxy.ts';
import { realtimeSizes } from './realtime.ts';
import { runLoad, type LoadResult, type LoadSizes } from './run-load.ts';
import { CHATS_PER_AGENT, seedChats, seededDatabase } from './seed.ts';
import { tawasulEnv } from './targets.ts';

const GROUP = 'two-nodes';
const SCALE_GOAL = 1.7;

interface Verdict {
  sent: number;
  stored: number;
  /** Acknowledged to its sender, yet not in the database. */
  lost: number;
  /** Still unacknowledged when the drain ended (its client would go on resending), and of those, stored anyway. */
  unconfirmed: number;
  unconfirmedStored: number;
  refused: number;
  /** One message stored under two ids, or a stored message no client sent. */
  duplicates: number;
  /** Stored, but its chat's other side never got it, live or in a catch-up. */
  undelivered: number;
  /** Of the undelivered: resends of a message that was already stored (its node died after the commit). */
  undeliveredResends: number;
}

/** The database's view of the kill test's chats, against what the clients sent, were told and received. */
async function verify(url: string, chatIds: string[], final: FinalReport): Promise<Verdict> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; body: string }>(
      `select id, body from chat_messages where chat_id = any($1::uuid[]) and author_kind in ('guest', 'agent')`,
      [chatIds],
    );
    const sent = new Set((final.sentIds ?? []).map(([id]) => id));
    const delivered = new Set(final.deliveredIds ?? []);
    const resent = new Set(final.resentIds ?? []);
    const stored = new Set(rows.map((row) => row.id));
    const pending = final.pendingIds ?? [];
    const undelivered = [...stored].filter((id) => sent.has(id) && !delivered.has(id));
    // A body holds its send time to the µs: the same body twice is one message stored twice under two ids.
    const bodies = new Map<string, number>();
    for (const row of rows) bodies.set(row.body, (bodies.get(row.body) ?? 0) + 1);
    return {
      sent: sent.size,
      stored: stored.size,
      lost: (final.ackedIds ?? []).filter((id) => !stored.has(id)).length,
      unconfirmed: pending.length,
      unconfirmedStored: pending.filter((id) => stored.has(id)).length,
      refused: (final.refusedIds ?? []).length,
      duplicates:
        [...bodies.values()].reduce((sum, count) => sum + count - 1, 0) +
        [...stored].filter((id) => !sent.has(id)).length,
      undelivered: undelivered.length,
      undeliveredResends: undelivered.filter((id) => resent.has(id)).length,
    };
  } finally {
    await client.end();
  }
}

const perBusiestCpu = (result: LoadResult) => {
  const busiest = Math.max(...result.servers.map((server) => server.cpuS));
  return busiest > 0 ? result.window.delivered / busiest : null;
};

export const twoNodesBenchmark: Benchmark = {
  name: 'two-nodes',
  about:
    'two Tawasul nodes on PostgreSQL + Redis behind a round-robin proxy: scale-out (goal ≥ 1.7×), kill one mid-run',
  async run(context: BenchContext) {
    if (!context.postgresUrl || !context.redisUrl) {
      return [
        {
          group: GROUP,
          name: 'two nodes',
          value: null,
          unit: '',
          note: `skipped: needs PostgreSQL and Redis (${context.postgresUrl ? '' : 'no PostgreSQL '}${context.redisUrl ? '' : 'no Redis'})`,
        },
      ];
    }
    const sizes = realtimeSizes(context.mode);
    // The kill test is about correctness: fewer chats writing faster (within the 60-a-minute limit) keep plenty of
    // messages in flight when the node dies without the reconnect storm of thousands of sockets.
    const killSizes: LoadSizes = pick(context.mode, {
      smoke: { chats: 20, warmupS: 1, windowS: 3, intervalMs: 1_000 },
      quick: { chats: 100, warmupS: 3, windowS: 8, intervalMs: 2_000 },
      full: { chats: 250, warmupS: 5, windowS: 20, intervalMs: 2_000 },
    });
    const scratch = await createScratchDatabase(context.postgresUrl, 'two_nodes');
    let proxy: Proxy | undefined;
    const nodes: ServerProcess[] = [];
    try {
      // The proxy, the seed and both nodes start together (the nodes wait for the seed's migrations on their lock).
      const proxyPort = await freePort();
      const publicUrl = `http://127.0.0.1:${proxyPort}`;
      const ports = [await freePort(), await freePort()];
      const env = tawasulEnv(publicUrl, { DATABASE_URL: scratch.url, REDIS_URL: context.redisUrl });
      const [proxyStarted, seeded, ...nodesStarted] = await Promise.allSettled([
        startProxy(proxyPort),
        seededDatabase({ kind: 'postgres', url: scratch.url }, (db) =>
          seedChats(db, sizes.chats + killSizes.chats, publicUrl),
        ),
        ...ports.map((port) => startServer({ main: 'tawasul', port, env })),
      ]);
      if (proxyStarted.status === 'fulfilled') proxy = proxyStarted.value;
      for (const node of nodesStarted) if (node.status === 'fulfilled') nodes.push(node.value);
      for (const outcome of [proxyStarted, seeded, ...nodesStarted])
        if (outcome.status === 'rejected') throw outcome.reason;
      if (!proxy || seeded.status !== 'fulfilled') throw new Error('unreachable');
      const agentsForLoad = Math.ceil(sizes.chats / CHATS_PER_AGENT);
      const loadPlan: AgentPlan[] = seeded.value.seeded.slice(0, agentsForLoad);
      const killPlan: AgentPlan[] = seeded.value.seeded.slice(agentsForLoad);
      context.log(`  two nodes on PostgreSQL ${scratch.version} + Redis behind ${proxy.url}`);

      const run = (plan: AgentPlan[], servers: ServerProcess[], runSizes: LoadSizes, extra = {}) =>
        runLoad({
          url: publicUrl,
          origin: publicUrl,
          target: 'tawasul',
          plan,
          servers,
          sizes: runSizes,
          log: context.log,
          ...extra,
        });

      await proxy.setBackends([ports[0]!]);
      context.log(`  one node: ${sizes.chats} chats`);
      const one = await run(loadPlan, [nodes[0]!], sizes);
      await proxy.setBackends(ports);
      context.log(`  two nodes: ${sizes.chats} chats`);
      const two = await run(loadPlan, nodes, sizes);

      context.log(
        `  kill test: ${killSizes.chats} chats, node 2 killed ${Math.round(killSizes.windowS / 2)} s into the window`,
      );
      const kill = await run(killPlan, nodes, killSizes, {
        trackIds: true,
        reconnect: true,
        drainMs: pick(context.mode, { smoke: 10_000, quick: 30_000, full: 30_000 }),
        midWindow: { atS: Math.round(killSizes.windowS / 2), run: () => nodes[1]!.kill() },
      });
      const verdict = await verify(
        scratch.url,
        killPlan.flatMap((agent) => agent.chats.map((chat) => chat.id)),
        kill.final,
      );
      const summary =
        `${verdict.sent} sent, ${verdict.stored} stored, ${verdict.refused} refused; ${kill.final.reconnects} ` +
        `reconnects, ${kill.final.resent} resent, ${verdict.unconfirmed} never acknowledged ` +
        `(${verdict.unconfirmedStored} of them stored)`;
      context.log(
        `  kill test: ${summary}; ${verdict.lost} lost, ${verdict.duplicates} stored twice, ${verdict.undelivered} ` +
          `never received (${verdict.undeliveredResends} of them resends), ${kill.final.caughtUp} caught up on re-join`,
      );

      const onePerCpu = one.servers[0]!.cpuS > 0 ? one.window.delivered / one.servers[0]!.cpuS : null;
      const twoPerCpu = perBusiestCpu(two);
      const cpuNote = (result: LoadResult) =>
        `${result.servers.map((server) => `${server.cpuS.toFixed(1)}`).join(' + ')} node CPU-s, ` +
        `${Math.round(result.window.delivered / result.window.seconds)} delivered/s, p99 ${percentileMs(result.window.latency, 99)?.toFixed(0)} ms`;
      return [
        {
          group: GROUP,
          name: `one node, ${sizes.chats} chats: delivered messages per node CPU-second`,
          value: onePerCpu,
          unit: 'msg/CPU-s',
          note: cpuNote(one),
        },
        {
          group: GROUP,
          name: `two nodes, ${sizes.chats} chats: delivered messages per CPU-second of the busiest node`,
          value: twoPerCpu,
          unit: 'msg/CPU-s',
          note: cpuNote(two),
        },
        {
          group: GROUP,
          name: 'scale-out: two nodes / one, delivered messages per CPU-second of the busiest node',
          value: onePerCpu && twoPerCpu ? twoPerCpu / onePerCpu : null,
          unit: '×',
          goal: { op: '>=', value: SCALE_GOAL },
          note: 'per busiest-node CPU-second: on 2 shared cores, messages/s at saturation would measure the machine',
        },
        {
          group: GROUP,
          name: 'two nodes / one, delivered messages per second (same offered load; not a capacity)',
          value:
            one.window.delivered > 0
              ? two.window.delivered / two.window.seconds / (one.window.delivered / one.window.seconds)
              : null,
          unit: '×',
        },
        {
          group: GROUP,
          name: `kill test, ${killSizes.chats} chats: messages lost (acknowledged, not stored)`,
          value: verdict.lost,
          unit: 'messages',
          goal: { op: '<=', value: 0 },
          note: summary,
        },
        {
          group: GROUP,
          name: `kill test: messages never acknowledged by the end of the drain`,
          value: verdict.unconfirmed,
          unit: 'messages',
          goal: { op: '<=', value: 0 },
          note: 'their clients still hold them and would go on resending; more than 0 means the surviving node was behind',
        },
        {
          group: GROUP,
          name: `kill test: messages stored twice`,
          value: verdict.duplicates,
          unit: 'messages',
          goal: { op: '<=', value: 0 },
        },
        {
          group: GROUP,
          name: `kill test: stored messages the other side never received`,
          value: verdict.undelivered,
          unit: 'messages',
          goal: { op: '<=', value: 0 },
          note:
            `${kill.final.caughtUp} arrived through a re-join's catch-up; ${verdict.undeliveredResends} of the missing ` +
            `were resends of a message stored before its node died (a resend is answered, not fanned out again)`,
        },
      ];
    } finally {
      await Promise.all(nodes.map((node) => node.stop()));
      await proxy?.stop();
      await scratch.drop();
    }
  },
};

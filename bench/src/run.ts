// `npm run bench` (quick, under 3 minutes), `npm run bench -- --full`, `npm run bench -- --smoke` (CI: seconds, no
// goals judged); add names to run only some: `npm run bench -- --full http bundles`. See bench/README.md.
import { performance } from 'node:perf_hooks';
import { bundlesBenchmark } from './bundles.ts';
import type { BenchContext, BenchMode, Benchmark, Measurement } from './harness/measurement.ts';
import { toMarkdown, writeResults } from './harness/results.ts';
import { findServices } from './harness/services.ts';
import { httpBenchmark } from './http/http.ts';
import { reportsBenchmark } from './reports.ts';
import { idleBenchmark } from './realtime/idle.ts';
import { realtimeBenchmark } from './realtime/realtime.ts';
import { twoNodesBenchmark } from './realtime/two-nodes.ts';

const BENCHMARKS: Benchmark[] = [
  reportsBenchmark,
  bundlesBenchmark,
  httpBenchmark,
  realtimeBenchmark,
  idleBenchmark,
  twoNodesBenchmark,
];

function parse(argv: string[]): { mode: BenchMode; names: string[]; help: boolean } {
  let mode: BenchMode = 'quick';
  const names: string[] = [];
  let help = false;
  for (const arg of argv) {
    if (arg === '--full' || arg === '--quick' || arg === '--smoke') mode = arg.slice(2) as BenchMode;
    else if (arg === '--help' || arg === '-h') help = true;
    else names.push(arg);
  }
  return { mode, names, help };
}

const { mode, names, help } = parse(process.argv.slice(2));
const unknown = names.filter((name) => !BENCHMARKS.some((benchmark) => benchmark.name === name));
if (help || unknown.length > 0) {
  if (unknown.length > 0) console.error(`Unknown benchmark: ${unknown.join(', ')}`);
  console.info('Usage: npm run bench -- [--smoke | --quick | --full] [name …]');
  for (const { name, about } of BENCHMARKS) console.info(`  ${name.padEnd(10)} ${about}`);
  process.exit(unknown.length > 0 ? 1 : 0);
}

const chosen = names.length > 0 ? BENCHMARKS.filter((benchmark) => names.includes(benchmark.name)) : BENCHMARKS;
const started = performance.now();
const context: BenchContext = {
  mode,
  ...(await findServices()),
  log: (line) => console.info(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`),
};
context.log(
  `mode ${mode}; PostgreSQL ${context.postgresUrl ?? 'not reachable'}; Redis ${context.redisUrl ?? 'not reachable'}`,
);

const measurements: Measurement[] = [];
let failed = false;
for (const benchmark of chosen) {
  context.log(`▶ ${benchmark.name}`);
  try {
    measurements.push(...(await benchmark.run(context)));
  } catch (error) {
    // One broken benchmark must not hide the others' numbers; the run still fails at the end.
    failed = true;
    console.error(`${benchmark.name} failed:`, error);
    measurements.push({ group: benchmark.name, name: 'run', value: null, unit: '', note: 'failed, see the log' });
  }
}

const { json, markdown, record } = await writeResults(mode, (performance.now() - started) / 1000, measurements);
console.info(`\n${toMarkdown(record)}`);
console.info(`written: ${json}\n         ${markdown}`);
process.exit(failed ? 1 : 0);

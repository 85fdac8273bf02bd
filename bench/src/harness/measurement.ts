// What every benchmark returns: named numbers, each with the goal it is held to (if any). Goals are reported as met
// or not met — never asserted — because a number measured on a loaded 2-core machine is evidence, not a test.

/** `smoke`: seconds, for CI (the harness must not rot; no goal is judged). `quick`: under 3 minutes. `full`: the
 * sizes the goals are written for (one million chats, 2,500 live chats). */
export type BenchMode = 'smoke' | 'quick' | 'full';

interface Goal {
  op: '<=' | '>=';
  value: number;
}

export interface Measurement {
  /** The benchmark's section in the table: `realtime`, `idle`, `http`, `bundles`, `two-nodes`, `reports`. */
  group: string;
  name: string;
  /** `null`: could not be measured in this run (the note says why). */
  value: number | null;
  unit: string;
  goal?: Goal;
  note?: string;
}

export interface BenchContext {
  mode: BenchMode;
  /** A PostgreSQL server to create scratch databases on, when one answers (`DATABASE_URL`, else the local one). */
  postgresUrl: string | undefined;
  /** A Redis server for the two-node runs, when one answers (`REDIS_URL`, else the local one). */
  redisUrl: string | undefined;
  log(line: string): void;
}

export interface Benchmark {
  name: string;
  about: string;
  run(context: BenchContext): Promise<Measurement[]>;
}

/** Whether a measurement meets its goal; `null` when it has none, or nothing was measured. */
export function goalMet(measurement: Measurement): boolean | null {
  const { goal, value } = measurement;
  if (!goal || value === null) return null;
  return goal.op === '<=' ? value <= goal.value : value >= goal.value;
}

/** Per-mode sizes: `pick(mode, { smoke: 20, quick: 500, full: 2500 })`. */
export function pick<T>(mode: BenchMode, sizes: Record<BenchMode, T>): T {
  return sizes[mode];
}

// The CPU time of the PostgreSQL backends that serve one database (its server runs on this machine: 127.0.0.1).
// Tawasul on PostgreSQL does part of each message's work in those processes, outside the Node process's own CPU
// time; adding them gives the whole cost of a message. Read from /proc: Linux only, else null.
import { readFile } from 'node:fs/promises';
import pg from 'pg';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every Linux build that matters). */
const TICKS_PER_SECOND = 100;

export type CpuSnapshot = Map<number, number>;

async function cpuMsOf(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, in parentheses): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Each backend of `database` and its CPU time so far (ms); null when /proc or the server is not ours to read. */
export async function backendCpu(serverUrl: string, database: string): Promise<CpuSnapshot | null> {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
      database,
    ]);
    const snapshot: CpuSnapshot = new Map();
    for (const { pid } of rows) {
      const ms = await cpuMsOf(pid);
      if (ms === null) return null;
      snapshot.set(pid, ms);
    }
    return snapshot;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** CPU ms the backends used between two snapshots (a backend that ended in between is not counted: a floor). */
export function cpuBetween(before: CpuSnapshot | null, after: CpuSnapshot | null): number | null {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

// Writes a run's measurements as `bench/results/<date>.json` and `.md` (smoke runs go to the system's temp folder:
// CI must not leave files in the checkout).
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { goalMet, type BenchMode, type Measurement } from './measurement.ts';

const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../results');

export interface RunRecord {
  date: string;
  mode: BenchMode;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string };
  seconds: number;
  measurements: (Measurement & { met: boolean | null })[];
}

function machine(): RunRecord['machine'] {
  const list = cpus();
  return {
    cpus: list.length,
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
}

function formatValue({ value, unit }: Measurement): string {
  if (value === null) return '—';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits })} ${unit}`.trim();
}

export function toMarkdown(record: RunRecord): string {
  const lines = [
    `# Bench run ${record.date} (${record.mode})`,
    '',
    `${record.machine.cpus} × ${record.machine.cpuModel}, ${record.machine.memoryGiB} GiB, Node ${record.machine.node}; ` +
      `${record.seconds.toFixed(0)} s in all.`,
    '',
    '| Group | Measurement | Value | Goal | Met |',
    '|---|---|---|---|---|',
  ];
  // A note shared by a group's consecutive rows (the data set, the load) is written once, on its first row.
  let previous: { group: string; note: string | undefined } | undefined;
  for (const measurement of record.measurements) {
    const goal = measurement.goal ? `${measurement.goal.op} ${measurement.goal.value} ${measurement.unit}`.trim() : '';
    const met = measurement.met === null ? '' : measurement.met ? 'met' : '**not met**';
    const repeated = previous?.group === measurement.group && previous.note === measurement.note;
    const name = measurement.note && !repeated ? `${measurement.name} (${measurement.note})` : measurement.name;
    lines.push(`| ${measurement.group} | ${name} | ${formatValue(measurement)} | ${goal} | ${met} |`);
    previous = { group: measurement.group, note: measurement.note };
  }
  return `${lines.join('\n')}\n`;
}

export async function writeResults(
  mode: BenchMode,
  seconds: number,
  measurements: Measurement[],
): Promise<{ json: string; markdown: string; record: RunRecord }> {
  const date = new Date().toISOString();
  const record: RunRecord = {
    date,
    mode,
    machine: machine(),
    seconds,
    // Smoke runs are too small for goals to mean anything: they are not judged.
    measurements: measurements.map((measurement) => ({
      ...measurement,
      met: mode === 'smoke' ? null : goalMet(measurement),
    })),
  };
  const dir = mode === 'smoke' ? join(tmpdir(), 'tawasul-bench') : RESULTS_DIR;
  await mkdir(dir, { recursive: true });
  const base = join(dir, `${date.slice(0, 19).replace(/:/g, '-')}${mode === 'full' ? '' : `-${mode}`}`);
  const markdown = toMarkdown(record);
  await writeFile(`${base}.json`, `${JSON.stringify(record, null, 2)}\n`);
  await writeFile(`${base}.md`, markdown);
  return { json: `${base}.json`, markdown: `${base}.md`, record };
}

// Seeded randomness, COPY's text format and a writer that streams rows into COPY … FROM STDIN.
import { once } from 'node:events';
import type pg from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import { CLOSE_REASONS } from './sample-data.ts';

export function generator(seed: number): () => number {
  let x = seed >>> 0;
  const splitmix = () => {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let [a, b, c, d] = [splitmix(), splitmix(), splitmix(), splitmix()];
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** A version 4 UUID from the generator (random-looking, as the app's ids are, but repeatable). */
export function uuidOf(random: () => number): string {
  const word = () => (random() * 4_294_967_296) >>> 0;
  const [a, b, c, d] = [word(), word(), word(), word()];
  const h = (value: number, shift: number) => HEX[(value >>> shift) & 0xff]!;
  return (
    `${h(a, 24)}${h(a, 16)}${h(a, 8)}${h(a, 0)}-${h(b, 24)}${h(b, 16)}-` +
    `${HEX[0x40 | ((b >>> 8) & 0x0f)]}${h(b, 0)}-${HEX[0x80 | ((c >>> 24) & 0x3f)]}${h(c, 16)}-` +
    `${h(c, 8)}${h(c, 0)}${h(d, 24)}${h(d, 16)}${h(d, 8)}${h(d, 0)}`
  );
}

export const between = (random: () => number, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));
export const one = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export function weighted(weights: readonly number[]): (random: () => number) => number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const bounds: number[] = [];
  let sum = 0;
  for (const weight of weights) bounds.push((sum += weight) / total);
  return (random) => {
    const value = random();
    const index = bounds.findIndex((bound) => value < bound);
    return index === -1 ? bounds.length - 1 : index;
  };
}

export const pickCloseReason = weighted(CLOSE_REASONS.map((entry) => entry.weight));

/** COPY's text format: `\N` is null; backslash, tab and line breaks are escaped. */
export function text(value: string | null): string {
  if (value === null) return '\\N';
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (char) => ESCAPES[char]!) : value;
}
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const PAD2 = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, '0'));
const PAD3 = Array.from({ length: 1000 }, (_, value) => String(value).padStart(3, '0'));
let isoHour = -1;
let isoHourPrefix = '';
/** `toISOString` without a Date per value (tens of millions of them): the hour's prefix is kept while it lasts. */
export function iso(ms: number | null): string {
  if (ms === null) return '\\N';
  const hour = Math.floor(ms / 3_600_000);
  if (hour !== isoHour) {
    isoHour = hour;
    isoHourPrefix = new Date(hour * 3_600_000).toISOString().slice(0, 14);
  }
  const within = ms - hour * 3_600_000;
  return `${isoHourPrefix}${PAD2[Math.floor(within / 60_000)]}:${PAD2[Math.floor(within / 1000) % 60]}.${PAD3[within % 1000]}Z`;
}
export const orNull = (value: string | null) => value ?? '\\N';

/** Rows into one COPY … FROM STDIN, in chunks, waiting when PostgreSQL falls behind. */
export class CopyWriter {
  private buffer = '';
  private drained: Promise<unknown> | null = null;
  private failure: unknown = null;
  rows = 0;
  constructor(private readonly stream: CopyStreamQuery) {
    // Kept until the next `ready` or `end`: an error between two waits must not crash the run.
    stream.on('error', (error) => (this.failure ??= error));
  }

  static async open(client: pg.Client, statement: string): Promise<CopyWriter> {
    return new CopyWriter(client.query(copyFrom(statement)));
  }

  push(line: string): void {
    this.buffer += line;
    this.rows++;
    if (this.buffer.length >= 1 << 16) this.flush();
  }

  private flush(): void {
    if (this.buffer.length === 0) return;
    if (!this.stream.write(this.buffer) && !this.drained) this.drained = once(this.stream, 'drain');
    this.buffer = '';
  }

  /** Resolves at once unless the last chunk filled the stream's buffer. */
  async ready(): Promise<void> {
    if (this.failure) throw this.failure;
    if (!this.drained) return;
    await this.drained;
    this.drained = null;
  }

  async end(): Promise<number> {
    this.flush();
    await this.ready();
    const finished = once(this.stream, 'finish');
    this.stream.end();
    await finished;
    if (this.failure) throw this.failure;
    return this.rows;
  }
}

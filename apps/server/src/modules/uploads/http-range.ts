import type { ByteRange } from '../../integrations/storage/storage.ts';

export type RangeRequest =
  /** No Range header, or one we answer with the whole file (several ranges, another unit, bad syntax). */
  | { type: 'whole' }
  | { type: 'part'; range: ByteRange }
  /** A range that starts past the end: 416. */
  | { type: 'unsatisfiable' };

/** Reads a single `bytes=` range (RFC 9110 section 14.1.2) against a file of `size` bytes. */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return { type: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { type: 'whole' };
  if (first === '') {
    // `bytes=-500`: the last 500 bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { type: 'unsatisfiable' };
    return { type: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { type: 'whole' };
  if (start >= size) return { type: 'unsatisfiable' };
  return { type: 'part', range: { start, end } };
}

import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded bytes live. Keys are made by the server (never by a client); the local disk is the default and an
 * S3-compatible bucket can take its place behind the same three calls.
 */
export interface Storage {
  /** Writes the stream under `key`; on failure nothing is left behind (no partial file). */
  put(key: string, body: Readable): Promise<void>;
  /** The bytes under `key` (or the part in `range`), or null when there is nothing there. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

/** The storage this deployment uses: `DATA_DIR/uploads` on the local disk. */
export function createStorage(config: Pick<Config, 'dataDir'>): Storage {
  return createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}

import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, Storage } from './storage.ts';

// Keys are server-made (`ab/<uuid>`); anything else is refused so no key can leave the root.
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Files under one folder; a write goes to a temporary name first and is renamed only once it is complete. */
export function createLocalDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };

  return {
    async put(key, body) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.partial-${randomBytes(6).toString('hex')}`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key, range?: ByteRange) {
      const file = resolve(key);
      // Open first, so a missing file is a null and not an error emitted later on the stream.
      const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

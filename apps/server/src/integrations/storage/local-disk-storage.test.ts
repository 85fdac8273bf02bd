import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.ts';

const root = mkdtempSync(path.join(tmpdir(), 'tawasul-storage-'));
const storage = createLocalDiskStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

describe('local disk storage', () => {
  it('writes, reads whole or in part, and removes', async () => {
    await storage.put('ab/file-1', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(await text((await storage.get('ab/file-1'))!)).toBe('hello world');
    expect(await text((await storage.get('ab/file-1', { start: 6, end: 10 }))!)).toBe('world');
    await storage.remove('ab/file-1');
    expect(await storage.get('ab/file-1')).toBeNull();
  });

  it('leaves nothing behind when the incoming stream fails half way', async () => {
    const before = files().length;
    async function* failing() {
      yield Buffer.from('partial bytes');
      throw new Error('connection lost');
    }
    await expect(storage.put('cd/file-2', Readable.from(failing()))).rejects.toThrow('connection lost');
    expect(files()).toHaveLength(before);
    expect(await storage.get('cd/file-2')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../outside', 'ab/../../outside', '/etc/passwd', 'ab//x', '']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')])), key).rejects.toThrow('invalid storage key');
      await expect(storage.get(key), key).rejects.toThrow('invalid storage key');
    }
  });
});

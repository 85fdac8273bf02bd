import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import * as samples from '../../testing/sample-files.ts';
import type { HeadVerdict } from './file-signature.ts';
import { createUploadInspector } from './upload-inspector.ts';

/** Feeds `bytes` through an inspector in chunks of `size` bytes, as a slow network would deliver them. */
async function inspect(bytes: Buffer, size: number, maxBytes = 1024 * 1024, onHead = (_: HeadVerdict) => {}) {
  const inspector = createUploadInspector({ maxBytes, onHead, tooLarge: () => new Error('too large') });
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  let passed = 0;
  await pipeline(
    Readable.from(chunks),
    inspector.stream,
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        passed += chunk.length;
        callback();
      },
    }),
  );
  return { inspection: inspector.result(), passed };
}

describe('reading a file type while it streams', () => {
  it('passes every byte through and counts them', async () => {
    const bytes = samples.mp4(10_000);
    const { inspection, passed } = await inspect(bytes, 333);
    expect(passed).toBe(bytes.length);
    expect(inspection.sizeBytes).toBe(bytes.length);
    expect(inspection.mimeType('x')).toBe('video/mp4');
  });

  it('recognises a signature split over many small chunks', async () => {
    const { inspection } = await inspect(await samples.image('png'), 3);
    expect(inspection.mimeType('x.pdf')).toBe('image/png');
  });

  it('keeps Arabic text as text when a character is split between chunks', async () => {
    // Every Arabic letter is two bytes in UTF-8: odd chunk sizes cut through them.
    const { inspection } = await inspect(samples.text('مرحبا بكم في تواصل\n'.repeat(50)), 7);
    expect(inspection.mimeType('notes.txt')).toBe('text/plain');
  });

  it('refuses text whose last character is cut off', async () => {
    const cut = samples.text('تواصل').subarray(0, -1);
    const { inspection } = await inspect(cut, 4);
    expect(inspection.mimeType('notes.txt')).toBeNull();
  });

  it('reads Office names from the central directory when the entries do not give their sizes', async () => {
    const { inspection } = await inspect(samples.docx({ dataDescriptor: true }), 5);
    expect(inspection.mimeType('a.zip')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('finds an OLE stream name across a chunk boundary', async () => {
    const { inspection } = await inspect(samples.ole(['PowerPoint Document']), 11);
    expect(inspection.mimeType('a.doc')).toBe('application/vnd.ms-powerpoint');
  });

  it('stops at the first byte past the limit', async () => {
    await expect(inspect(Buffer.alloc(1001, 0x61), 100, 1000)).rejects.toThrow('too large');
    await expect(inspect(Buffer.alloc(1000, 0x61), 100, 1000)).resolves.toBeDefined();
  });

  it('stops after the head when the head decides against the file', async () => {
    const seen: HeadVerdict[] = [];
    const refuse = (verdict: HeadVerdict) => {
      seen.push(verdict);
      throw new Error('not allowed');
    };
    await expect(inspect(samples.pdf(), 10, 1000, refuse)).rejects.toThrow('not allowed');
    expect(seen).toEqual([{ type: 'known', mimeType: 'application/pdf' }]);
  });
});

import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Compresses what the server makes per request (JSON replies, the app's HTML) above 1 KB, Brotli first, then gzip.
 * The built files are compressed once at build time and sent as they are (`web-app.ts`); anything already encoded is
 * left alone. Request bodies are never decompressed: a small gzip body could unpack past the body limit's intent.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 keeps a large list's reply cheap to make (Brotli 11 is for build time).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});

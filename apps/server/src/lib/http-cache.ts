import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Public pages' data: a minute in any cache, then checked again with the ETag. */
const PUBLIC_PAYLOAD_CACHE = 'public, max-age=60, must-revalidate';

/** Whether an If-None-Match header names this ETag (weak or strong, in a list, or `*`). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * Sends `body` as JSON with an ETag made from its bytes, or 304 without a body when the client already has them.
 * The body is serialised here (not by the route's schema) so the ETag is the hash of exactly what is sent.
 */
export function sendCacheableJson(request: FastifyRequest, reply: FastifyReply, body: unknown): FastifyReply {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  reply.header('etag', etag).header('cache-control', PUBLIC_PAYLOAD_CACHE);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}

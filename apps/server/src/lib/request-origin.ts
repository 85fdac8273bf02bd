import type { FastifyRequest } from 'fastify';

/** The origin a browser request came from: Origin, else Referer, else the host it was sent to. */
export function requestOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (referer) {
    try {
      return new URL(referer).origin;
    } catch {
      // fall through to the host
    }
  }
  return `${request.protocol}://${request.host}`;
}

export function requestMeta(request: FastifyRequest): { ipAddress: string; userAgent: string | null } {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The pages' Content-Security-Policy; the widget's iframe page (`/widget`) widens only `frameAncestors`. */
export const CONTENT_SECURITY_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Order items show the store's product pictures (Salla's and CS-Cart's CDNs, or the store's own site).
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  // Our API and our Socket.IO endpoint only ('self' covers ws: and wss: to the same host, CSP level 3).
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  // A canned-response case's video link plays in an iframe: YouTube and Vimeo players, or any https address
  // the case gives (contracts: toVideoEmbedUrl). The iframe is sandboxed where it is shown.
  frameSrc: ["'self'", 'https:'],
  frameAncestors: ["'self'"],
  // No `unsafe-eval`: the web app and the widget run Zod jitless (decision 027).
  upgradeInsecureRequests: null,
};

export function trustedOrigins(config: Config): string[] {
  return [new URL(config.publicUrl).origin, config.adminOrigin, config.brandOrigin].filter((origin): origin is string =>
    Boolean(origin),
  );
}

/**
 * Security headers, CORS for the portal origins, and a cross-site request check: a request that carries a cookie
 * and changes something (any method but GET, HEAD and OPTIONS, on any path) must come from one of our origins (or
 * the host it was sent to). A path whose first segment is percent-encoded is refused before routing.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const trusted = trustedOrigins(config);

  await app.register(helmet, {
    contentSecurityPolicy: { directives: CONTENT_SECURITY_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    // Brand Configuration opens Salla's authorize page in a popup that reports back by postMessage: a popup must
    // keep its opener through Salla's origin (the callback page itself answers `unsafe-none`).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: config.isProduction,
  });

  await app.register(cors, { origin: trusted, credentials: true });

  app.addHook('onRequest', async (request) => {
    // The router decodes the path: `/%61pi/…` reaches `/api/…`. A first segment that only matches once decoded is
    // nobody's address, and no check may look at the raw URL and miss what the router serves.
    if (encodedPrefix(request.url)) throw new AppError('ROUTE_NOT_FOUND');
    // Every unsafe method, whatever the path: a cookie-carrying change must come from one of our pages.
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    const own = `${request.protocol}://${request.host}`;
    if (!origin || (origin !== own && !trusted.includes(origin))) throw new AppError('ORIGIN_NOT_ALLOWED');
  });
});

/** Whether the path's first segment holds a percent-escape (`/%61pi/…`, `/api%2F…`): it would decode to another. */
function encodedPrefix(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  const first = path.split('/', 2)[1] ?? '';
  return first.includes('%');
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

import { randomUUID } from 'node:crypto';
import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { admin, phoneNumber } from 'better-auth/plugins';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hashing.ts';
import { endAfterUse, lifetimeOf, SESSION_LIFETIMES } from './session-lifetime.ts';

const SESSION_COOKIE_PREFIX = 'tawasul';

/**
 * Issues a session for a user our auth service has already checked. better-auth's HTTP handler is never mounted
 * (see docs/decisions/002), so this endpoint is reachable only through `auth.api` on the server.
 */
const sessionIssuer = {
  id: 'tawasul-session-issuer',
  endpoints: {
    issueSession: createAuthEndpoint(
      '/tawasul/issue-session',
      { method: 'POST', body: z.object({ userId: z.string() }) },
      async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!user) throw new APIError('NOT_FOUND');
        // Staff and customers live by different rules (session-lifetime.ts); the session plugin renews them.
        const lifetime = lifetimeOf((user as { role?: string }).role ?? 'customer');
        const now = new Date();
        const expiresAt = endAfterUse(lifetime, now, now);
        const session = await ctx.context.internalAdapter.createSession(user.id, false, { expiresAt }, true);
        await setSessionCookie(ctx, { session, user }, false, { maxAge: lifetime.cookieMaxAgeSeconds });
        return ctx.json({ sessionToken: session.token });
      },
    ),
  },
} satisfies BetterAuthPlugin;

export interface BetterAuthOptions {
  db: Database;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
}

/** better-auth owns the session store, signed cookies and the identity tables; our auth service owns the flows. */
export function createBetterAuth({ db, secret, baseURL, trustedOrigins }: BetterAuthOptions) {
  return betterAuth({
    appName: 'Tawasul',
    baseURL,
    basePath: '/api/auth/internal',
    secret,
    trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', usePlural: true, schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
    },
    // Renewal is ours (plugins/session.ts): better-auth's would give a staff session another 30 days.
    session: { expiresIn: SESSION_LIFETIMES.customer.idleMs / 1000, disableSessionRefresh: true },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: baseURL.startsWith('https://'),
      database: { generateId: () => randomUUID() },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [phoneNumber(), admin({ defaultRole: 'customer', adminRoles: ['admin'] }), sessionIssuer],
  });
}
export type BetterAuth = ReturnType<typeof createBetterAuth>;

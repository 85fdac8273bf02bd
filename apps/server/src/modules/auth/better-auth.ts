import { randomUUID } from 'node:crypto';
import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { admin, phoneNumber } from 'better-auth/plugins';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';

export const SESSION_COOKIE_PREFIX = 'tawasul';
const SESSION_DAYS = 30;

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
        const session = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
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
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
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

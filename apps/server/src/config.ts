import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { configureValidationMessages, toValidationIssues } from '@tawasul/contracts/validation';

// Config problems read like every other validation message ("PORT: Expected number, received nan").
configureValidationMessages();

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalUrl = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .pipe(z.url().optional());

const origin = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .pipe(
    z
      .url()
      .transform((value) => new URL(value).origin)
      .optional(),
  );

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('data'),
    DATABASE_URL: optionalUrl,
    /** PostgreSQL connections each node keeps open at most (every node its own pool). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
    REDIS_URL: optionalUrl,
    /** Prefix of every Redis key and of the Socket.IO adapter's channels: deployments sharing one Redis stay apart. */
    REDIS_NAMESPACE: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits, _ . : - (at most 64)')
      .optional(),
    PUBLIC_URL: optionalUrl,
    ADMIN_ORIGIN: origin,
    BRAND_ORIGIN: origin,
    AUTH_SECRET: z.string().min(32).optional(),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Tawasul <no-reply@tawasul.test>'),
    SMS_PROVIDER: z.enum(['unifonic']).optional(),
    UNIFONIC_APP_SID: z.string().optional(),
    UNIFONIC_SENDER_ID: z.string().optional(),
    UNIFONIC_BASE_URL: z.url().default('https://el.cloud.unifonic.com'),
    SALLA_API_URL: z.url().default('https://api.salla.dev'),
    SALLA_ACCOUNTS_URL: z.url().default('https://accounts.salla.sa'),
    SALLA_CLIENT_ID: z.string().trim().optional(),
    SALLA_CLIENT_SECRET: z.string().trim().optional(),
    SALLA_WEBHOOK_SECRET: z.string().trim().optional(),
    /**
     * Origins (`http://127.0.0.1:8080,…`) that store calls may reach although they are loopback or private: a local
     * CS-Cart or the stand-ins, named one by one. Never in production; empty by default.
     */
    STORE_PRIVATE_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url().transform((value) => new URL(value).origin))),
    TRUST_PROXY: z.string().default('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
    WEB_DIST: z.string().optional(),
    /** The demo's Salla stand-in listens on this port (journeys ask it to install the app); any free port when unset. */
    DEMO_SALLA_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Serves the development outbox (`npm start`'s demo turns it on; never in production). */
    DEV_OUTBOX: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
    /** How often the chat sweeps run (timeouts, alerts, presence, routing); 0 turns them off (tests run them by hand). */
    CHAT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'validation.required' });
    }
    if (env.NODE_ENV === 'production' && env.STORE_PRIVATE_ORIGINS.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['STORE_PRIVATE_ORIGINS'],
        message: 'private store addresses are refused in production',
      });
    }
    if (env.NODE_ENV === 'production' && env.SEED_DEMO) {
      ctx.addIssue({ code: 'custom', path: ['SEED_DEMO'], message: 'demo data is refused in production' });
    }
  });

export interface Config {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  /** Prefix of this deployment's Redis keys and adapter channels (REDIS_NAMESPACE, or one from the database's name). */
  redisNamespace: string;
  publicUrl: string;
  adminOrigin: string | undefined;
  brandOrigin: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sms: { provider: 'unifonic'; appSid: string | undefined; senderId: string | undefined; baseUrl: string } | undefined;
  /** Salla's app (DESIGN.md section 7); the URLs are configurable so tests and the demo use local stand-ins. */
  salla: SallaConfig;
  /** Loopback or private origins store calls may reach (development and tests only; see STORE_PRIVATE_ORIGINS). */
  storePrivateOrigins: string[];
  logLevel: string;
  /** Fastify's trustProxy: false, true, or the addresses/CIDRs of the load balancers. */
  trustProxy: boolean | string[];
  seedDemo: boolean;
  /** The demo Salla stand-in's port (`DEMO_SALLA_PORT`); unset: any free one. */
  demoSallaPort: number | undefined;
  /** `GET /api/dev/outbox` is served (to loopback callers only): set explicitly, and never in production. */
  devOutbox: boolean;
  webDist: string;
  chatSweepIntervalMs: number;
}

export interface SallaConfig {
  apiUrl: string;
  accountsUrl: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  webhookSecret: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Only trusted proxies may set the client address (rate limits and the sign-in log depend on it). */
function parseTrustProxy(value: string): boolean | string[] {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  return trimmed.split(',').map((part) => part.trim());
}

function resolveFrom(base: string, value: string): string {
  return path.isAbsolute(value) ? value : path.resolve(base, value);
}

/** Outside production the secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * A deployment is its database: the database's name on PostgreSQL (set REDIS_NAMESPACE when two deployments'
 * databases share a name on different servers), `pglite-<digest of the data folder>` on PGlite.
 */
function defaultRedisNamespace(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `pglite-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`;
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'postgres';
  return name.replace(/[^A-Za-z0-9_.:-]/g, '_').slice(0, 64);
}

/** Reads the environment once; a bad value stops start-up with a list of everything that is wrong. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      toValidationIssues(parsed.error.issues).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  // npm runs workspace scripts in the workspace folder; relative paths mean the folder the user ran npm in.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = resolveFrom(base, e.DATA_DIR);
  const isProduction = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisNamespace: e.REDIS_NAMESPACE ?? defaultRedisNamespace(e.DATABASE_URL, dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    adminOrigin: e.ADMIN_ORIGIN,
    brandOrigin: e.BRAND_ORIGIN,
    authSecret: e.AUTH_SECRET ?? developmentSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms: e.SMS_PROVIDER
      ? {
          provider: e.SMS_PROVIDER,
          appSid: e.UNIFONIC_APP_SID,
          senderId: e.UNIFONIC_SENDER_ID,
          baseUrl: e.UNIFONIC_BASE_URL,
        }
      : undefined,
    salla: {
      apiUrl: e.SALLA_API_URL.replace(/\/+$/, ''),
      accountsUrl: e.SALLA_ACCOUNTS_URL.replace(/\/+$/, ''),
      clientId: e.SALLA_CLIENT_ID || undefined,
      clientSecret: e.SALLA_CLIENT_SECRET || undefined,
      webhookSecret: e.SALLA_WEBHOOK_SECRET || undefined,
    },
    storePrivateOrigins: e.STORE_PRIVATE_ORIGINS,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seedDemo: e.SEED_DEMO ?? (!isProduction && e.NODE_ENV !== 'test'),
    demoSallaPort: e.DEMO_SALLA_PORT,
    // `npm start` sets it for the demo whatever NODE_ENV says: production never serves it.
    devOutbox: e.DEV_OUTBOX && !isProduction,
    webDist: e.WEB_DIST ? resolveFrom(base, e.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist'),
    chatSweepIntervalMs: e.CHAT_SWEEP_INTERVAL_MS,
  };
}

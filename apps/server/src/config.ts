import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { configureValidationMessages, toValidationIssues } from '@tawasul/contracts/validation';

// Config problems read like every other validation message ("PORT: Expected number, received nan").
configureValidationMessages();

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
    REDIS_URL: optionalUrl,
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
    TRUST_PROXY: z.string().default('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
    WEB_DIST: z.string().optional(),
    /** How often the chat sweeps run (timeouts, alerts, presence, routing); 0 turns them off (tests run them by hand). */
    CHAT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'validation.required' });
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
  redisUrl: string | undefined;
  publicUrl: string;
  adminOrigin: string | undefined;
  brandOrigin: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sms: { provider: 'unifonic'; appSid: string | undefined; senderId: string | undefined; baseUrl: string } | undefined;
  /** Salla's app (DESIGN.md section 7); the URLs are configurable so tests and the demo use local stand-ins. */
  salla: SallaConfig;
  logLevel: string;
  /** Fastify's trustProxy: false, true, or the addresses/CIDRs of the load balancers. */
  trustProxy: boolean | string[];
  seedDemo: boolean;
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
    redisUrl: e.REDIS_URL,
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
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seedDemo: e.SEED_DEMO ?? (!isProduction && e.NODE_ENV !== 'test'),
    webDist: e.WEB_DIST ? resolveFrom(base, e.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist'),
    chatSweepIntervalMs: e.CHAT_SWEEP_INTERVAL_MS,
  };
}

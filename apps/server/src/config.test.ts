import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tawasul-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has defaults for the embedded mode and keeps a generated secret', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      databasePoolSize: 20,
      redisUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      sms: undefined,
    });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
  });

  it('normalises origins and reads the optional services', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '8080',
      ADMIN_ORIGIN: 'https://admin.tawasul.test/some/path',
      BRAND_ORIGIN: 'https://brand.tawasul.test',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/tawasul',
      DATABASE_POOL_SIZE: '8',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMS_PROVIDER: 'unifonic',
      UNIFONIC_APP_SID: 'sid',
    });
    expect(config.adminOrigin).toBe('https://admin.tawasul.test');
    expect(config.databasePoolSize).toBe(8);
    // Two deployments on one Redis stay apart: each one's keys and adapter channel are prefixed by its database.
    expect(config.redisNamespace).toBe('tawasul');
    expect(loadConfig({ DATA_DIR: dataDir, REDIS_NAMESPACE: 'shop-a' }).redisNamespace).toBe('shop-a');
    expect(loadConfig({ DATA_DIR: dataDir }).redisNamespace).toMatch(/^pglite-[0-9a-f]{12}$/);
    expect(loadConfig({ DATA_DIR: `${dataDir}-other`, AUTH_SECRET: 'x'.repeat(32) }).redisNamespace).not.toBe(
      loadConfig({ DATA_DIR: dataDir }).redisNamespace,
    );
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.sms).toMatchObject({ provider: 'unifonic', appSid: 'sid', senderId: undefined });
  });

  it('stops with a list of everything that is wrong', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        DATABASE_URL: 'not a url',
        DATABASE_POOL_SIZE: '0',
        REDIS_NAMESPACE: 'a b',
        SMS_PROVIDER: 'pigeon',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT: Expected number, received nan');
    expect(problems).toContain('DATABASE_URL: Invalid url');
    expect(problems).toContain('DATABASE_POOL_SIZE');
    expect(problems).toContain('REDIS_NAMESPACE');
    expect(problems).toContain("SMS_PROVIDER: Invalid enum value. Expected 'unifonic', received 'pigeon'");
  });

  it('requires a secret and refuses demo data in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(
      /AUTH_SECRET: Required[\s\S]*SEED_DEMO: demo data is refused in production/,
    );
    const production = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) });
    expect(production.seedDemo).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tawasul-proxy-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('trusts nobody by default, so a client cannot choose its own address', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });
});

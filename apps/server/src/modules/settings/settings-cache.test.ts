import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandConfiguration, BrandGeneralSettings } from '@tawasul/contracts/settings';
import { insertBrand } from '../../db/factories.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createReadCache } from '../../lib/read-cache.ts';
import { createSettingsRepo, type SettingsRepo } from './settings.repo.ts';
import { createSettingsService, SETTINGS_CACHE_MS } from './settings.service.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const admin = { role: 'admin' as const, brandId: null };
const OWN: BrandGeneralSettings = {
  customerInactivityTimeoutHours: null,
  maxConversationsPerAgent: null,
  messageEditMinutes: null,
  messageDeleteMinutes: null,
  waitingTimeoutMinutes: null,
};

/** A server node's settings service: the real repository on the shared database, and a clock of its own. */
function node(repo: SettingsRepo = createSettingsRepo(database.db)) {
  let time = 0;
  const service = createSettingsService({ repo, now: () => time });
  return { service, advance: (ms: number) => (time += ms) };
}

/** The real repository, counting the brand reads that reach the database. */
function countingRepo() {
  const repo = createSettingsRepo(database.db);
  const counted = { brandReads: 0 };
  return {
    counted,
    repo: {
      ...repo,
      brand: (brandId: string) => {
        counted.brandReads += 1;
        return repo.brand(brandId);
      },
    },
  };
}

function withOnWaiting(configuration: BrandConfiguration, en: string): BrandConfiguration {
  return { ...configuration, presetMessages: { ...configuration.presetMessages, onWaiting: { en, ar: 'انتظر' } } };
}

describe("the chat engine's settings reads", () => {
  it('see a change made on this node at once', async () => {
    const brand = await insertBrand(database.db);
    const { service } = node();
    expect((await service.effectiveFor(brand.id)).maxConversationsPerAgent).toBe(5);
    const before = await service.configurationFor(brand.id);

    await service.updateGeneral(admin, brand.id, { ...OWN, maxConversationsPerAgent: 2 });
    expect((await service.effectiveFor(brand.id)).maxConversationsPerAgent).toBe(2);
    await service.updateConfiguration(admin, brand.id, withOnWaiting(before, 'Hold on, please.'));
    expect((await service.configurationFor(brand.id)).presetMessages.onWaiting.en).toBe('Hold on, please.');

    await service.updateGeneral(admin, undefined, {
      customerInactivityTimeoutHours: 24,
      maxConversationsPerAgent: 5,
      messageEditMinutes: 9,
      messageDeleteMinutes: 15,
      waitingTimeoutMinutes: 2,
    });
    expect((await service.effectiveFor(brand.id)).messageEditMinutes).toBe(9);
  });

  it("come from memory: another node's change shows once the cache time has passed, not before", async () => {
    const brand = await insertBrand(database.db);
    const here = node();
    const there = node();
    expect((await here.service.effectiveFor(brand.id)).waitingTimeoutMinutes).toBe(2);
    const configuration = await here.service.configurationFor(brand.id);

    await there.service.updateGeneral(admin, brand.id, { ...OWN, waitingTimeoutMinutes: 7 });
    await there.service.updateConfiguration(admin, brand.id, withOnWaiting(configuration, 'Almost there.'));
    here.advance(SETTINGS_CACHE_MS - 1);
    expect((await here.service.effectiveFor(brand.id)).waitingTimeoutMinutes).toBe(2);
    expect((await here.service.configurationFor(brand.id)).presetMessages.onWaiting.en).not.toBe('Almost there.');

    here.advance(2);
    expect((await here.service.effectiveFor(brand.id)).waitingTimeoutMinutes).toBe(7);
    expect((await here.service.configurationFor(brand.id)).presetMessages.onWaiting.en).toBe('Almost there.');
  });

  it('cost the database one read for a burst of messages of one brand', async () => {
    const brand = await insertBrand(database.db);
    const { repo, counted } = countingRepo();
    const { service } = node(repo);
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        n % 2 ? service.configurationFor(brand.id) : service.effectiveFor(brand.id),
      ),
    );
    await service.configurationFor(brand.id);
    expect(counted.brandReads).toBe(1);
  });

  it('leave the settings screens reading the database', async () => {
    const brand = await insertBrand(database.db);
    const here = node();
    const there = node();
    await here.service.effectiveFor(brand.id);
    await there.service.updateGeneral(admin, brand.id, { ...OWN, messageDeleteMinutes: 3 });
    expect((await here.service.general(admin, brand.id)).own?.messageDeleteMinutes).toBe(3);
  });
});

describe('the read cache', () => {
  it('does not remember a failed read', async () => {
    const cache = createReadCache<string, number>({ ttlMs: 1000, now: () => 0 });
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', () => Promise.resolve(1))).toBe(1);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand } from '../../db/factories.ts';
import { platformSettings } from '../../db/schema/settings.ts';
import { errorOf } from '../../testing/auth-flows.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createSettingsRepo } from './settings.repo.ts';
import { createSettingsService } from './settings.service.ts';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

const SCHEMA_DEFAULTS = {
  customerInactivityTimeoutHours: 24,
  maxConversationsPerAgent: 5,
  messageEditMinutes: 15,
  messageDeleteMinutes: 15,
  waitingTimeoutMinutes: 2,
};
const NO_OWN_VALUES = {
  customerInactivityTimeoutHours: null,
  maxConversationsPerAgent: null,
  messageEditMinutes: null,
  messageDeleteMinutes: null,
  waitingTimeoutMinutes: null,
};

const general = (cookie: string, brandId?: string) =>
  t.request({ method: 'GET', url: '/api/settings/general', cookie, query: brandId ? { brandId } : {} });
const save = (cookie: string, payload: object, brandId?: string) =>
  t.request({ method: 'PUT', url: '/api/settings/general', cookie, payload, query: brandId ? { brandId } : {} });

async function brandWithManager() {
  const brand = await insertBrand(t.database.db);
  return { brand, manager: await signedIn(t, { role: 'brand_manager', brandId: brand.id }) };
}

// The tests run in order: the first reads the platform row before anything writes it.
describe('general settings', () => {
  it('creates the platform defaults on first read', async () => {
    expect(await t.database.db.select().from(platformSettings)).toEqual([]);
    const response = await general(admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      scope: 'platform',
      brandId: null,
      effective: SCHEMA_DEFAULTS,
      platformDefaults: SCHEMA_DEFAULTS,
      own: null,
    });
    expect(await t.database.db.select().from(platformSettings).where(eq(platformSettings.id, 1))).toHaveLength(1);
  });

  it("a brand without its own values follows the platform's", async () => {
    const { brand, manager } = await brandWithManager();
    const response = await general(manager.cookie);
    expect(response.json()).toEqual({
      scope: 'brand',
      brandId: brand.id,
      effective: SCHEMA_DEFAULTS,
      platformDefaults: SCHEMA_DEFAULTS,
      own: NO_OWN_VALUES,
    });
    expect((await general(admin.cookie, brand.id)).json()).toEqual(response.json());
  });

  it("a brand's own values win; null ones follow later changes of the platform defaults", async () => {
    const { brand, manager } = await brandWithManager();
    const own = { ...NO_OWN_VALUES, maxConversationsPerAgent: 8, waitingTimeoutMinutes: 10 };
    const saved = await save(manager.cookie, own);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      scope: 'brand',
      own,
      effective: { ...SCHEMA_DEFAULTS, maxConversationsPerAgent: 8, waitingTimeoutMinutes: 10 },
    });

    const defaults = { ...SCHEMA_DEFAULTS, customerInactivityTimeoutHours: 48, maxConversationsPerAgent: 3 };
    const platform = await save(admin.cookie, defaults);
    expect(platform.json()).toMatchObject({ scope: 'platform', effective: defaults });

    const expected = { ...defaults, maxConversationsPerAgent: 8, waitingTimeoutMinutes: 10 };
    expect((await general(manager.cookie)).json()).toMatchObject({ effective: expected, platformDefaults: defaults });
    // What the chat engine reads.
    const service = createSettingsService({ repo: createSettingsRepo(t.database.db) });
    expect(await service.effectiveFor(brand.id)).toEqual(expected);

    await save(admin.cookie, SCHEMA_DEFAULTS);
  });

  it('an admin edits any brand by id', async () => {
    const { brand, manager } = await brandWithManager();
    const saved = await save(admin.cookie, { ...NO_OWN_VALUES, messageEditMinutes: 0 }, brand.id);
    expect(saved.json()).toMatchObject({ scope: 'brand', brandId: brand.id, effective: { messageEditMinutes: 0 } });
    expect((await general(manager.cookie)).json()).toMatchObject({ own: { messageEditMinutes: 0 } });
  });

  it('the platform scope needs every value', async () => {
    const response = await save(admin.cookie, {
      ...SCHEMA_DEFAULTS,
      messageEditMinutes: null,
      waitingTimeoutMinutes: null,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { path: ['messageEditMinutes'], key: 'validation.required' },
        { path: ['waitingTimeoutMinutes'], key: 'validation.required' },
      ],
    });
  });

  it('keeps every value within its bounds', async () => {
    const { manager } = await brandWithManager();
    const response = await save(manager.cookie, {
      ...NO_OWN_VALUES,
      maxConversationsPerAgent: 0,
      waitingTimeoutMinutes: 121,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      details: [
        { path: ['maxConversationsPerAgent'], key: 'validation.tooSmall.number', params: { minimum: 1 } },
        { path: ['waitingTimeoutMinutes'], key: 'validation.tooBig.number', params: { maximum: 120 } },
      ],
    });
  });

  it("a manager cannot reach another brand's settings, nor an admin an unknown brand", async () => {
    const { manager } = await brandWithManager();
    const other = await insertBrand(t.database.db);
    for (const response of [
      await general(manager.cookie, other.id),
      await save(manager.cookie, NO_OWN_VALUES, other.id),
      await general(admin.cookie, '00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('BRAND_NOT_FOUND');
    }
  });

  it('a manager without a brand does not fall through to the platform defaults', async () => {
    const stray = await signedIn(t, { role: 'brand_manager', brandId: null });
    const read = await general(stray.cookie);
    expect(read.statusCode).toBe(403);
    expect(errorOf(read).code).toBe('FORBIDDEN');
    expect((await save(stray.cookie, SCHEMA_DEFAULTS)).statusCode).toBe(403);
  });
});

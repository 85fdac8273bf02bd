import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandConfiguration } from '@tawasul/contracts/settings';
import { insertBrand } from '../../db/factories.ts';
import { errorOf } from '../../testing/auth-flows.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

const read = (cookie: string, brandId: string) =>
  t.request({ method: 'GET', url: `/api/brands/${brandId}/configuration`, cookie });
const write = (cookie: string, brandId: string, payload: object) =>
  t.request({ method: 'PUT', url: `/api/brands/${brandId}/configuration`, cookie, payload });

async function brandWithManager() {
  const brand = await insertBrand(t.database.db);
  return { brand, manager: await signedIn(t, { role: 'brand_manager', brandId: brand.id }) };
}

const text = (en: string, ar: string) => ({ en, ar });
const titled = { titleEn: 'Title', titleAr: 'عنوان', descriptionEn: 'Description', descriptionAr: 'وصف' };
const configuration: BrandConfiguration = {
  presetMessages: {
    welcome: [text('Hi!', 'مرحبًا!'), text('Your order number?', 'رقم طلبك؟'), text('One moment.', 'لحظة من فضلك.')],
    agentWelcome: text('I am {agentName}.', 'أنا {agentName}.'),
    onWaiting: text('Please wait.', 'يرجى الانتظار.'),
  },
  notificationConfig: {
    criticalWords: [{ word: 'chargeback', ...titled }],
    agentResponseDelay: { minutes: 3, ...titled },
    customerResponseDelay: { minutes: 30, ...titled },
  },
  toggles: { customerMessage: false, agentMessage: true, reopenChat: false, agentAssigned: true },
};

describe('brand configuration', () => {
  it('offers sensible defaults in both languages until the brand saves its own', async () => {
    const { brand, manager } = await brandWithManager();
    const response = await read(manager.cookie, brand.id);
    expect(response.statusCode, response.body).toBe(200);
    const defaults = response.json() as BrandConfiguration;
    // The defaults are themselves a valid configuration, so saving the form unchanged works.
    expect(BrandConfiguration.safeParse(defaults).success).toBe(true);
    expect(defaults.presetMessages.welcome).toHaveLength(3);
    for (const message of [...defaults.presetMessages.welcome, defaults.presetMessages.onWaiting]) {
      expect(message.en).not.toBe('');
      expect(message.ar).toMatch(/[\u0600-\u06FF]/);
    }
    expect(defaults.presetMessages.agentWelcome.en).toContain('{agentName}');
    expect(defaults.presetMessages.agentWelcome.ar).toContain('{agentName}');
    expect(defaults.notificationConfig.criticalWords.map((w) => w.word)).toEqual(['refund', 'استرداد']);
    expect(defaults.notificationConfig.agentResponseDelay.minutes).toBe(5);
    expect(defaults.notificationConfig.customerResponseDelay.minutes).toBe(10);
    expect(defaults.toggles).toEqual({
      customerMessage: true,
      agentMessage: true,
      reopenChat: true,
      agentAssigned: true,
    });
  });

  it('saves the preset messages, notification config and toggles', async () => {
    const { brand, manager } = await brandWithManager();
    const saved = await write(manager.cookie, brand.id, configuration);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(configuration);
    expect((await read(manager.cookie, brand.id)).json()).toEqual(configuration);
    // The admin reaches the same data per brand.
    expect((await read(admin.cookie, brand.id)).json()).toEqual(configuration);
  });

  it('needs at least one critical word', async () => {
    const { brand, manager } = await brandWithManager();
    const response = await write(manager.cookie, brand.id, {
      ...configuration,
      notificationConfig: { ...configuration.notificationConfig, criticalWords: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        {
          path: ['notificationConfig', 'criticalWords'],
          key: 'validation.criticalWordsRequired',
          message: 'Add at least one critical word',
        },
      ],
    });
    const arabic = await t.request({
      method: 'PUT',
      url: `/api/brands/${brand.id}/configuration`,
      cookie: manager.cookie,
      headers: { 'accept-language': 'ar' },
      payload: { ...configuration, notificationConfig: { ...configuration.notificationConfig, criticalWords: [] } },
    });
    expect(errorOf(arabic).details).toMatchObject([{ message: 'أضف كلمة حرجة واحدة على الأقل' }]);
  });

  it('needs exactly three welcome messages and a delay in whole minutes', async () => {
    const { brand, manager } = await brandWithManager();
    const response = await write(manager.cookie, brand.id, {
      ...configuration,
      presetMessages: { ...configuration.presetMessages, welcome: configuration.presetMessages.welcome.slice(0, 2) },
      notificationConfig: {
        ...configuration.notificationConfig,
        agentResponseDelay: { ...titled, minutes: 0 },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toMatchObject([
      { path: ['presetMessages', 'welcome'] },
      { path: ['notificationConfig', 'agentResponseDelay', 'minutes'] },
    ]);
  });

  it('keeps the configuration and the general settings apart in the same brand row', async () => {
    const { brand, manager } = await brandWithManager();
    const general = await t.request({
      method: 'PUT',
      url: '/api/settings/general',
      cookie: manager.cookie,
      payload: {
        customerInactivityTimeoutHours: 12,
        maxConversationsPerAgent: null,
        messageEditMinutes: null,
        messageDeleteMinutes: null,
        waitingTimeoutMinutes: null,
      },
    });
    expect(general.statusCode).toBe(200);
    // Only general values saved: the configuration is still the default one.
    expect((await read(manager.cookie, brand.id)).json().notificationConfig.agentResponseDelay.minutes).toBe(5);

    await write(manager.cookie, brand.id, configuration);
    const after = await t.request({ method: 'GET', url: '/api/settings/general', cookie: manager.cookie });
    expect(after.json()).toMatchObject({ own: { customerInactivityTimeoutHours: 12 } });
  });

  it("answers BRAND_NOT_FOUND for another brand's manager and for an unknown brand", async () => {
    const { brand } = await brandWithManager();
    const { manager: otherManager } = await brandWithManager();
    for (const response of [
      await read(otherManager.cookie, brand.id),
      await write(otherManager.cookie, brand.id, configuration),
      await read(admin.cookie, '00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'BRAND_NOT_FOUND', message: 'Brand not found.' });
    }
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_ID, PLATFORM_SETTINGS, sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { ok, standInServer } from '../../test/stand-in-server.ts';
import { GeneralSettingsScreen } from './general-settings-screen.tsx';

const own = {
  customerInactivityTimeoutHours: 48,
  maxConversationsPerAgent: null,
  messageEditMinutes: null,
  messageDeleteMinutes: 5,
  waitingTimeoutMinutes: null,
};

const brandAnswer = {
  scope: 'brand',
  brandId: BRAND_ID,
  effective: { ...PLATFORM_SETTINGS, customerInactivityTimeoutHours: 48, messageDeleteMinutes: 5 },
  platformDefaults: PLATFORM_SETTINGS,
  own,
};
const platformAnswer = {
  scope: 'platform',
  brandId: null,
  effective: PLATFORM_SETTINGS,
  platformDefaults: PLATFORM_SETTINGS,
  own: null,
};

afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('general settings', () => {
  it("shows a brand's empty value as the platform default, and saves it as null", async () => {
    const server = standInServer({
      'GET /api/settings/general': () => ok(brandAnswer),
      'PUT /api/settings/general': ({ body }) => ok({ ...brandAnswer, own: body }),
    });
    renderScreen(<GeneralSettingsScreen />, { path: '/admin/settings', user: sessionUser(['brand_manager']) });

    await screen.findByLabelText(/^Message edit time/);
    expect(server.callsTo('GET', '/api/settings/general')[0]?.query.get('brandId')).toBe(BRAND_ID);
    expect(field(/^Message edit time/).value).toBe('');
    expect(field(/^Message edit time/).placeholder).toBe('Platform default: 15 minutes');
    expect(field(/^Maximum conversations per agent/).placeholder).toBe('Platform default: 5 chats');
    expect(field(/^Customer chat inactivity timeout/).value).toBe('48');
    expect(screen.getByText('Between 1 and 720 hours. Empty: the platform default (24 hours).')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/settings/general')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/settings/general')[0]?.body).toEqual(own);
    expect(await screen.findByText('The settings have been saved.')).toBeInTheDocument();
  });

  it('puts a value back to the platform default with one click', async () => {
    const server = standInServer({
      'GET /api/settings/general': () => ok(brandAnswer),
      'PUT /api/settings/general': ({ body }) => ok({ ...brandAnswer, own: body }),
    });
    renderScreen(<GeneralSettingsScreen />, { path: '/admin/settings', user: sessionUser(['brand_manager']) });
    await screen.findByLabelText(/^Message delete time/);
    await userEvent.click(screen.getByRole('button', { name: 'Use the platform default for Message delete time' }));
    expect(field(/^Message delete time/).placeholder).toBe('Platform default: 10 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/settings/general')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/settings/general')[0]?.body).toMatchObject({ messageDeleteMinutes: null });
  });

  it('requires every platform default, in Arabic too', async () => {
    const server = standInServer({ 'GET /api/settings/general': () => ok(platformAnswer) });
    renderScreen(<GeneralSettingsScreen />, {
      path: '/admin/settings',
      user: sessionUser(['admin']),
      language: 'ar',
    });
    const input = await screen.findByLabelText(/^مدة تعديل الرسالة/);
    expect((input as HTMLInputElement).value).toBe('15');
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('مطلوب')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/settings/general')).toHaveLength(0);
    expect(server.callsTo('GET', '/api/settings/general')[0]?.query.has('brandId')).toBe(false);
  });

  it("opens a brand's own values for an admin from ?brandId=", async () => {
    const server = standInServer({
      'GET /api/settings/general': ({ query }) => ok(query.get('brandId') ? brandAnswer : platformAnswer),
      'GET /api/brands/options': () => ok({ items: [{ id: BRAND_ID, nameEn: 'Falcon Games', nameAr: 'ألعاب الصقر' }] }),
    });
    renderScreen(<GeneralSettingsScreen />, {
      path: '/admin/settings',
      url: `/admin/settings?brandId=${BRAND_ID}`,
      user: sessionUser(['admin']),
    });
    await waitFor(() => expect(field(/^Message edit time/).placeholder).toBe('Platform default: 15 minutes'));
    expect(server.callsTo('GET', '/api/settings/general')[0]?.query.get('brandId')).toBe(BRAND_ID);
  });
});

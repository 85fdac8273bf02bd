import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandResponse } from '@tawasul/contracts/brands';
import type { BrandConfiguration } from '@tawasul/contracts/settings';
import { BRAND_ID, brand, page, sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { BrandConfigurationScreen } from './brand-configuration-screen.tsx';
import { BrandsScreen } from './brands-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clean();
});

const titled = { titleEn: '', titleAr: '', descriptionEn: '', descriptionAr: '' };
const configuration: BrandConfiguration = {
  presetMessages: {
    welcome: [
      { en: 'Welcome', ar: 'أهلًا' },
      { en: '', ar: '' },
      { en: '', ar: '' },
    ],
    agentWelcome: { en: '', ar: '' },
    onWaiting: { en: '', ar: '' },
  },
  notificationConfig: {
    criticalWords: [{ word: 'refund', ...titled }],
    agentResponseDelay: { minutes: 5, ...titled },
    customerResponseDelay: { minutes: 10, ...titled },
  },
  toggles: { customerMessage: true, agentMessage: true, reopenChat: true, agentAssigned: true },
};

const PUBLIC_ORIGIN = 'https://public.tawasul.test';
const AUTHORIZE_URL =
  'https://accounts.salla.sa/oauth2/auth?client_id=tawasul&response_type=code&scope=offline_access%20orders.read%20customers.read' +
  `&redirect_uri=${encodeURIComponent(`${PUBLIC_ORIGIN}/api/integrations/salla/callback`)}&state=signed-state`;

function server(state: { brand: BrandResponse }) {
  return standInServer({
    'GET /api/brands': () => ok(page([state.brand])),
    'GET /api/brands/:id': () => ok(state.brand),
    'GET /api/brands/:id/configuration': () => ok(configuration),
    'GET /api/brands/:id/salla/authorize': () => ok({ url: AUTHORIZE_URL }),
  });
}

/** `window.open` as a browser answers it: one window per name, its address the last one asked for. */
function standInPopups() {
  const popup = { closed: false, location: '', focus: vi.fn(), close: vi.fn() };
  const open = vi.fn((url: string) => {
    if (url) popup.location = url;
    return popup as unknown as Window;
  });
  vi.stubGlobal('open', open);
  return { open, popup };
}

const postFromPopup = (origin: string, data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });

const manager = sessionUser(['brand_manager']);

describe('Brand Configuration: the store connection', () => {
  it('connects Salla in a 960×600 popup and shows the new status once the popup says so', async () => {
    const state = { brand: brand({ orderManager: 'salla', connectionStatus: 'not_connected' }) };
    const calls = server(state);
    const { open, popup } = standInPopups();
    renderScreen(<BrandConfigurationScreen />, { path: '/admin/brand/configuration', user: manager });

    const card = await screen.findByTestId('store-connection');
    expect(within(card).getByText('Not connected')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Connect Salla' }));

    await waitFor(() => expect(popup.location).toBe(AUTHORIZE_URL));
    for (const [, name, features] of open.mock.calls as unknown as [string, string, string][]) {
      expect(name).toBe('salla-connect');
      expect(features).toMatch(/(^|,)width=960(,|$)/);
      expect(features).toMatch(/(^|,)height=600(,|$)/);
    }
    expect(open).toHaveBeenLastCalledWith(AUTHORIZE_URL, 'salla-connect', expect.any(String));
    expect(calls.callsTo('GET', `/api/brands/${BRAND_ID}/salla/authorize`)).toHaveLength(1);
    const reads = () => calls.callsTo('GET', `/api/brands/${BRAND_ID}`).length;
    const before = reads();

    // Another page cannot claim the store is connected: the popup's own word, which comes after it, is the one
    // read (messages arrive in order, so one read in all means the first one was ignored).
    postFromPopup('https://evil.test', { type: 'tawasul:salla-connected' });
    state.brand = { ...state.brand, connectionStatus: 'connected' };
    postFromPopup(PUBLIC_ORIGIN, { type: 'tawasul:salla-connected' });
    await waitFor(() => expect(within(card).getByText('Connected')).toBeInTheDocument());
    expect(reads()).toBe(before + 1);
    expect(await screen.findByText('The Salla store is connected.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reconnect Salla' })).toBeInTheDocument();
  });

  it('says why when the popup reports that Salla refused, and reads the brand again', async () => {
    const state = { brand: brand({ orderManager: 'salla', connectionStatus: 'not_connected' }) };
    const calls = server(state);
    standInPopups();
    renderScreen(<BrandConfigurationScreen />, { path: '/admin/brand/configuration', user: manager, language: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'ربط سلة' }));
    await waitFor(() => expect(calls.callsTo('GET', `/api/brands/${BRAND_ID}/salla/authorize`)).toHaveLength(1));
    const reads = calls.callsTo('GET', `/api/brands/${BRAND_ID}`).length;
    postFromPopup(PUBLIC_ORIGIN, { type: 'tawasul:salla-failed', code: 'SALLA_AUTHORIZATION_DENIED' });
    expect((await screen.findByRole('alert')).textContent).toBe('لم يسمح المتجر بالربط.');
    await waitFor(() => expect(calls.callsTo('GET', `/api/brands/${BRAND_ID}`).length).toBe(reads + 1));
  });

  it('closes the popup and says why when Salla’s address cannot be had', async () => {
    const state = { brand: brand({ orderManager: 'salla' }) };
    standInServer({
      'GET /api/brands/:id': () => ok(state.brand),
      'GET /api/brands/:id/configuration': () => ok(configuration),
      'GET /api/brands/:id/salla/authorize': () => failure(409, 'TRACKING_CONFIG_MISSING'),
    });
    const { popup } = standInPopups();
    renderScreen(<BrandConfigurationScreen />, { path: '/admin/brand/configuration', user: manager });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Salla' }));
    expect(await screen.findByText('Order tracking is not configured for this brand.')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });

  it('sends a CS-Cart brand to the CS-Cart login page, and says when the last connection failed', async () => {
    server({ brand: brand({ orderManager: 'cs_cart', connectionStatus: 'failed' }) });
    renderScreen(<BrandConfigurationScreen />, { path: '/admin/brand/configuration', user: manager });
    const card = await screen.findByTestId('store-connection');
    expect(within(card).getByText('Connection failed')).toBeInTheDocument();
    expect(within(card).getByText(/The last connection failed/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Connect CS-Cart' })).toHaveAttribute(
      'href',
      `/admin/brand/cs-cart-login?brandId=${BRAND_ID}`,
    );
  });

  it('is in the admin’s brand form too, once the order manager is saved', async () => {
    server({ brand: brand({ orderManager: 'salla', connectionStatus: 'connected' }) });
    renderScreen(<BrandsScreen />, {
      path: '/admin/brand',
      url: `/admin/brand?edit=${BRAND_ID}`,
      user: sessionUser(['admin']),
      language: 'ar',
    });
    const form = await screen.findByRole('dialog', { name: 'تعديل العلامة التجارية' });
    const section = await within(form).findByTestId('store-connection');
    expect(within(section).getByText('مربوط')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'إعادة ربط سلة' })).toBeInTheDocument();
  });
});

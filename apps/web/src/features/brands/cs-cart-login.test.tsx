import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { BRAND_ID, brand, sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { failure, ok, standInServer, type StandInAnswer, type StandInRequest } from '../../test/stand-in-server.ts';
import { CsCartLoginScreen } from './cs-cart-login-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const PATH = '/admin/brand/cs-cart-login';
const QAMAR_ID = '55555555-5555-4555-8555-555555555555';
const csCartBrand = brand({ orderManager: 'cs_cart', connectionStatus: 'not_connected' });
const sallaBrand = brand({ id: QAMAR_ID, nameEn: 'Qamar Electronics', nameAr: 'قمر', orderManager: 'salla' });

type Routes = Record<string, (request: StandInRequest) => StandInAnswer>;

function server(routes: Routes = {}, brands: BrandResponse[] = [csCartBrand, sallaBrand]) {
  return standInServer({
    'GET /api/brands/options': () => ok({ items: brands.map(({ id, nameEn, nameAr }) => ({ id, nameEn, nameAr })) }),
    'GET /api/brands/:id': ({ params }) => {
      const found = brands.find((item) => item.id === params.id);
      return found ? ok(found) : failure(404, 'BRAND_NOT_FOUND');
    },
    'POST /api/brands/:id/cs-cart/test': () => ok({ ok: true, storeName: 'Falcon Store' }),
    'PUT /api/brands/:id/cs-cart': () => ok({ ok: true, storeName: 'Falcon Store' }),
    ...routes,
  });
}

const manager = sessionUser(['brand_manager']);
const admin = sessionUser(['admin']);

async function fill(values: { storeUrl: string; email: string; apiKey: string }) {
  await userEvent.type(await screen.findByLabelText(/^Store URL/), values.storeUrl);
  await userEvent.type(screen.getByLabelText(/^Administrator e-mail/), values.email);
  await userEvent.type(screen.getByLabelText(/^API key/), values.apiKey);
}

const details = { storeUrl: 'https://store.falcon.test', email: 'owner@falcon.test', apiKey: 'cs-key-123' };

describe('CS-Cart login', () => {
  it('checks the fields, tests the connection, saves, and goes back to Brand Configuration with a toast', async () => {
    const calls = server();
    const { router } = renderScreen(<CsCartLoginScreen />, { path: PATH, user: manager });
    expect(await screen.findByRole('heading', { name: 'Connect CS-Cart' })).toBeInTheDocument();
    expect(await screen.findByText('Not connected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findAllByText('Required')).toHaveLength(3);
    await userEvent.type(screen.getByLabelText(/^Store URL/), 'store.falcon.test');
    await userEvent.type(screen.getByLabelText(/^Administrator e-mail/), 'owner');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid url')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(calls.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/^Store URL/));
    await userEvent.clear(screen.getByLabelText(/^Administrator e-mail/));
    await fill(details);
    expect((screen.getByLabelText(/^API key/) as HTMLInputElement).type).toBe('password');

    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect((await screen.findByTestId('test-result')).textContent).toBe('Connected to Falcon Store.');
    expect(calls.callsTo('POST', `/api/brands/${BRAND_ID}/cs-cart/test`)[0]?.body).toEqual({
      ...details,
      currency: 'SAR',
    });
    expect(calls.callsTo('PUT', `/api/brands/${BRAND_ID}/cs-cart`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/brand/configuration'));
    expect(calls.callsTo('PUT', `/api/brands/${BRAND_ID}/cs-cart`)[0]?.body).toEqual({ ...details, currency: 'SAR' });
    expect(await screen.findByText('The CS-Cart store is connected.')).toBeInTheDocument();
  });

  it.each([
    ['STORE_TLS_FAILED', 422, 'A secure (HTTPS) connection to the store failed'],
    ['STORE_DNS_FAILED', 422, 'The store’s address could not be found.'],
    ['STORE_NOT_CS_CART', 422, 'This address does not answer as a CS-Cart store API.'],
    ['STORE_RATE_LIMITED', 429, 'The store is limiting requests right now.'],
    ['STORE_UNREACHABLE', 502, 'The store did not answer: it may be down.'],
    ['STORE_ADDRESS_NOT_ALLOWED', 422, 'This address cannot be used for a store.'],
  ] as const)('tells the test’s %s apart', async (code, status, text) => {
    server({ 'POST /api/brands/:id/cs-cart/test': () => failure(status, code) });
    renderScreen(<CsCartLoginScreen />, { path: PATH, user: manager });
    await fill(details);
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByTestId('test-result')).toHaveTextContent(text);
  });

  it('shows the store’s refusal of wrong credentials, and a failed save above the form', async () => {
    server({
      'POST /api/brands/:id/cs-cart/test': () => failure(422, 'STORE_CREDENTIALS_REJECTED'),
      'PUT /api/brands/:id/cs-cart': () => failure(502, 'STORE_UNREACHABLE'),
    });
    renderScreen(<CsCartLoginScreen />, { path: PATH, user: manager });
    await fill({ ...details, apiKey: 'wrong-key' });
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    const result = await screen.findByTestId('test-result');
    expect(within(result).getByText('The store did not accept the connection')).toBeInTheDocument();
    expect(
      within(result).getByText('The store refused these credentials. Check the e-mail and the API key.'),
    ).toBeInTheDocument();

    // Changing a detail takes the old answer away.
    await userEvent.type(screen.getByLabelText(/^API key/), '2');
    expect(screen.queryByTestId('test-result')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('The store did not answer: it may be down.');
    expect(screen.getByRole('heading', { name: 'Connect CS-Cart' })).toBeInTheDocument();
  });

  it('says what is wrong in Arabic', async () => {
    server();
    renderScreen(<CsCartLoginScreen />, { path: PATH, user: manager, language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'ربط CS-Cart' })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/^رابط المتجر/), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'اختبار الاتصال' }));
    expect(await screen.findByText('رابط غير صالح')).toBeInTheDocument();
    expect(screen.getAllByText('مطلوب')).toHaveLength(2);
  });

  it('lets an admin choose the brand, refuses a brand that does not use CS-Cart, and goes back to the brand', async () => {
    const calls = server();
    const { router } = renderScreen(<CsCartLoginScreen />, {
      path: PATH,
      url: `${PATH}?brandId=${QAMAR_ID}`,
      user: admin,
    });
    expect(await screen.findByTestId('not-cs-cart')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Store URL/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Brand' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Falcon Games', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe(`?brandId=${BRAND_ID}`));
    await fill(details);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/brand'));
    expect(router.state.location.search).toBe(`?configure=${BRAND_ID}`);
    expect(calls.callsTo('PUT', `/api/brands/${BRAND_ID}/cs-cart`)).toHaveLength(1);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SallaInstallation } from '@tawasul/contracts/orders';
import { BRAND_ID, page, sessionUser, uuid } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { SallaInstallationsScreen } from './salla-installations-screen.tsx';

const waha: SallaInstallation = {
  merchantId: '700002',
  storeName: 'Waha Perfumes',
  storeDomain: 'https://waha-perfumes.example',
  installedAt: '2026-11-20T09:30:00.000Z',
};
const unnamed: SallaInstallation = {
  merchantId: '700003',
  storeName: null,
  storeDomain: null,
  installedAt: '2026-11-19T08:00:00.000Z',
};
const BRANDS = {
  items: [
    { id: BRAND_ID, nameEn: 'Nakheel Dates', nameAr: 'تمور النخيل' },
    { id: uuid(), nameEn: 'Qamar Electronics', nameAr: 'إلكترونيات القمر' },
  ],
};
const admin = sessionUser(['admin']);

afterEach(() => vi.unstubAllGlobals());

/** Opens the row's "Assign to brand" and picks the brand in the dialog. */
async function assignTo(store: string, brand: string, { action, option }: { action: string; option?: string }) {
  const row = (await screen.findByText(store)).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('combobox'));
  // The dropdown is still in its opening transition in jsdom: pick the option directly.
  fireEvent.click(await within(dialog).findByRole('option', { name: option ?? brand, hidden: true }));
  return dialog;
}

describe('Salla stores waiting for a brand', () => {
  it('lists each store with its domain, merchant id and install time, and an unnamed one as such', async () => {
    standInServer({ 'GET /api/salla/installations': () => ok(page([waha, unnamed])) });
    renderScreen(<SallaInstallationsScreen />, { path: '/admin/salla-installation', user: admin });
    const row = (await screen.findByText('Waha Perfumes')).closest('tr') as HTMLElement;
    expect(within(row).getByText('https://waha-perfumes.example')).toBeInTheDocument();
    expect(within(row).getByText('700002')).toBeInTheDocument();
    expect(within(row).getByText('20 Nov 2026, 09:30')).toBeInTheDocument();
    const other = screen.getByText('700003').closest('tr') as HTMLElement;
    expect(within(other).getByText('Unnamed store')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then says no store is waiting', async () => {
    let answer: (value: unknown) => void = () => {};
    const pending = new Promise((resolve) => (answer = resolve));
    standInServer({ 'GET /api/salla/installations': async () => ok(await pending) });
    renderScreen(<SallaInstallationsScreen />, { path: '/admin/salla-installation', user: admin });
    expect(await screen.findByTestId('table-skeleton')).toBeInTheDocument();
    answer(page([]));
    expect(await screen.findByText('No store is waiting')).toBeInTheDocument();
  });

  it('searches, sorts and pages on the server', async () => {
    const server = standInServer({
      'GET /api/salla/installations': () => ok(page([waha], { total: 45 })),
    });
    renderScreen(<SallaInstallationsScreen />, { path: '/admin/salla-installation', user: admin });
    await screen.findByText('Waha Perfumes');
    const last = () => server.callsTo('GET', '/api/salla/installations').at(-1)?.query;

    await userEvent.type(screen.getByRole('searchbox'), 'waha');
    await waitFor(() => expect(last()?.get('search')).toBe('waha'));
    await userEvent.click(screen.getByRole('button', { name: /Store/ }));
    await waitFor(() => expect(last()?.get('sort')).toBe('storeName'));
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(last()?.get('page')).toBe('2'));
  });

  it('assigns a store to the chosen brand after a confirmation, then reads the list again', async () => {
    let waiting = [waha];
    const server = standInServer({
      'GET /api/salla/installations': () => ok(page(waiting)),
      'GET /api/brands/options': () => ok(BRANDS),
      'POST /api/salla/installations/:merchantId/assign': () => {
        waiting = [];
        return ok({ ok: true });
      },
    });
    renderScreen(<SallaInstallationsScreen />, { path: '/admin/salla-installation', user: admin });
    const dialog = await assignTo('Waha Perfumes', 'Nakheel Dates', { action: 'Assign to brand' });
    expect(
      within(dialog).getByText(
        "Waha Perfumes will serve Nakheel Dates: the brand's chats will show its orders. The brand's current store connection, if any, is replaced.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText('Waha Perfumes is now connected to Nakheel Dates.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/salla/installations/700002/assign')[0]?.body).toEqual({ brandId: BRAND_ID });
    expect(await screen.findByText('No store is waiting')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's reason when the brand cannot take the store, in Arabic", async () => {
    standInServer({
      'GET /api/salla/installations': () => ok(page([waha])),
      'GET /api/brands/options': () => ok(BRANDS),
      'POST /api/salla/installations/:merchantId/assign': () => failure(409, 'ORDER_MANAGER_FIXED'),
    });
    renderScreen(<SallaInstallationsScreen />, {
      path: '/admin/salla-installation',
      user: admin,
      language: 'ar',
    });
    expect(await screen.findByRole('heading', { name: 'تثبيتات سلة' })).toBeInTheDocument();
    const dialog = await assignTo('Waha Perfumes', 'إلكترونيات القمر', { action: 'ربط بعلامة تجارية' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ربط' }));
    expect(await within(dialog).findByText('لا يمكن تغيير مدير الطلبات بعد تعيينه.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('cannot assign before a brand is chosen', async () => {
    standInServer({
      'GET /api/salla/installations': () => ok(page([waha])),
      'GET /api/brands/options': () => ok(BRANDS),
    });
    renderScreen(<SallaInstallationsScreen />, { path: '/admin/salla-installation', user: admin });
    const row = (await screen.findByText('Waha Perfumes')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Assign to brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign the store to a brand' });
    expect(within(dialog).getByText('Choose the brand this store serves.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
  });
});

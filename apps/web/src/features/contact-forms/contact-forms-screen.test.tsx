import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactRequestResponse } from '@tawasul/contracts/contact-forms';
import { page, sessionUser, TEST_NOW } from '../../test/factories.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { ok, standInServer } from '../../test/stand-in-server.ts';
import { brandOptions, contactRequest, QAMAR } from './contact-form-test-data.ts';
import { ContactFormsScreen } from './contact-forms-screen.tsx';

const admin = sessionUser(['admin']);
const manager = sessionUser(['brand_manager']);
const noura = contactRequest();
const hamad = contactRequest({
  brandId: QAMAR,
  brandNameEn: 'Qamar Electronics',
  brandNameAr: 'قمر للإلكترونيات',
  name: 'حمد سعيد',
  email: 'hamad@customer.test',
  phone: null,
  message: 'أرغب في تغيير عنوان التوصيل لطلبي.',
  language: 'ar',
  handled: true,
  handledAt: '2026-11-20T12:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const open = (url = '/admin/contact-forms', user = admin) =>
  renderScreen(<ContactFormsScreen />, {
    path: '/admin/contact-forms',
    url,
    user,
    clock: createManualClock(TEST_NOW),
  });

describe('contact requests', () => {
  it('lists each request with its ID, sender, message, brand, time and handled flag', async () => {
    standInServer({
      'GET /api/contact-forms': () => ok(page([noura, hamad])),
      'GET /api/brands/options': brandOptions,
    });
    open();
    const row = await rowOf('noura@customer.test');
    expect(within(row).getByText(noura.id.slice(0, 8))).toBeInTheDocument();
    expect(within(row).getByText('Noura Aziz')).toBeInTheDocument();
    expect(within(row).getByText('+966550000101')).toBeInTheDocument();
    expect(within(row).getByText(/My order has not arrived yet/)).toBeInTheDocument();
    expect(within(row).getByText('Falcon Games')).toBeInTheDocument();
    expect(within(row).getByText('Not handled')).toBeInTheDocument();
    const other = await rowOf('hamad@customer.test');
    expect(within(other).getByText('Handled')).toBeInTheDocument();
    expect(within(other).getByText('—')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it("shows a brand manager its brand's requests without a brand column or filter", async () => {
    standInServer({ 'GET /api/contact-forms': () => ok(page([noura])) });
    open('/admin/contact-forms', manager);
    await rowOf('noura@customer.test');
    expect(screen.queryByRole('columnheader', { name: 'Brand' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Brand', { selector: 'input' })).not.toBeInTheDocument();
  });

  it('filters by brand, handled and time received, and sorts, on the server', async () => {
    const server = standInServer({
      'GET /api/contact-forms': () => ok(page([noura])),
      'GET /api/brands/options': brandOptions,
    });
    open();
    await rowOf('noura@customer.test');
    const last = () => server.callsTo('GET', '/api/contact-forms').at(-1)?.query;

    await userEvent.click(screen.getByLabelText('Handled', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Not handled', hidden: true }));
    await waitFor(() => expect(last()?.get('handled')).toBe('false'));

    await userEvent.click(screen.getByLabelText('Brand', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Qamar Electronics', hidden: true }));
    await waitFor(() => expect(last()?.get('brandId')).toBe(QAMAR));

    await userEvent.click(screen.getByLabelText('Received', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Today', hidden: true }));
    const midnight = new Date(TEST_NOW);
    midnight.setHours(0, 0, 0, 0);
    await waitFor(() => expect(last()?.get('from')).toBe(midnight.toISOString()));

    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect([last()?.get('sort'), last()?.get('order')]).toEqual(['name', 'asc']));
    expect(last()?.get('handled')).toBe('false');
  });

  it('shows a new request without a reload when the window comes back into focus', async () => {
    let items: ContactRequestResponse[] = [hamad];
    standInServer({ 'GET /api/contact-forms': () => ok(page(items)), 'GET /api/brands/options': brandOptions });
    open();
    await rowOf('hamad@customer.test');
    items = [noura, hamad];
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await rowOf('noura@customer.test')).toBeInTheDocument();
  });

  it('opens the whole message from ?view=ID and marks the request handled', async () => {
    let current = noura;
    const server = standInServer({
      'GET /api/contact-forms': () => ok(page([current])),
      'GET /api/contact-forms/:id': () => ok(current),
      'GET /api/brands/options': brandOptions,
      'PATCH /api/contact-forms/:id/handled': ({ body }) => {
        const handled = (body as { handled: boolean }).handled;
        current = { ...current, handled, handledAt: handled ? '2026-11-21T09:00:00.000Z' : null };
        return ok(current);
      },
    });
    const { router } = open(`/admin/contact-forms?view=${noura.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Contact request' });
    expect((await within(drawer).findByTestId('request-message')).textContent).toBe(noura.message);
    expect(within(drawer).getByRole('link', { name: 'noura@customer.test' })).toHaveAttribute(
      'href',
      'mailto:noura@customer.test',
    );
    expect(within(drawer).getByText('Not handled')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByText('The request from Noura Aziz is marked as handled.')).toBeInTheDocument();
    expect(server.callsTo('PATCH', `/api/contact-forms/${noura.id}/handled`)[0]?.body).toEqual({ handled: true });
    expect(await within(drawer).findByRole('button', { name: 'Mark as not handled' })).toBeInTheDocument();
    expect(within(drawer).getByText('Handled on')).toBeInTheDocument();
    // The list reads the change too.
    const listRow = () =>
      screen
        .getAllByText('noura@customer.test', { ignore: 'a' })
        .map((element) => element.closest('tr'))
        .find(Boolean) as HTMLElement;
    await waitFor(() => expect(within(listRow()).getByText('Handled')).toBeInTheDocument());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows an Arabic message right to left, whatever the page language', async () => {
    standInServer({
      'GET /api/contact-forms': () => ok(page([hamad])),
      'GET /api/contact-forms/:id': () => ok(hamad),
      'GET /api/brands/options': brandOptions,
    });
    open(`/admin/contact-forms?view=${hamad.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Contact request' });
    const message = await within(drawer).findByTestId('request-message');
    expect(message).toHaveAttribute('dir', 'rtl');
    expect(within(drawer).getByText('Arabic')).toBeInTheDocument();
  });
});

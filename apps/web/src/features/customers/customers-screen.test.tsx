import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerResponse } from '@tawasul/contracts/shoppers';
import { page, sessionUser, uuid } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { ok, standInServer } from '../../test/stand-in-server.ts';
import { CustomersScreen } from './customers-screen.tsx';

const noura: CustomerResponse = {
  id: uuid(),
  name: 'Noura Aziz',
  email: 'noura@customer.test',
  phone: '+966550000101',
  gamerId: 'noura77',
  blocked: false,
  blockReason: null,
  chatsCount: 4,
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('customers', () => {
  it('blocks a customer after a confirmation with an optional reason', async () => {
    const server = standInServer({
      'GET /api/customers': () => ok(page([noura])),
      'PATCH /api/customers/:id/block': () => ({ status: 204 }),
    });
    renderScreen(<CustomersScreen />, { path: '/admin/customer', user: sessionUser(['admin']) });
    const row = (await screen.findByText('noura@customer.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Allowed')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Block' }));

    const dialog = await screen.findByRole('dialog', { name: 'Block this customer?' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Abusive messages');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Noura Aziz has been blocked.')).toBeTruthy();
    expect(server.callsTo('PATCH', `/api/customers/${noura.id}/block`)[0]?.body).toEqual({
      blocked: true,
      reason: 'Abusive messages',
    });
  });

  it('filters the blocked ones on the server', async () => {
    const server = standInServer({ 'GET /api/customers': () => ok(page([noura])) });
    renderScreen(<CustomersScreen />, { path: '/admin/customer', user: sessionUser(['admin']) });
    await screen.findByText('noura@customer.test');
    await userEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
    // The dropdown is still in its opening transition in jsdom: pick the option directly.
    fireEvent.click(await screen.findByRole('option', { name: 'Blocked', hidden: true }));
    await waitFor(() => expect(server.callsTo('GET', '/api/customers').at(-1)?.query.get('blocked')).toBe('true'));
  });
});

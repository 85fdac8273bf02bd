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

/** The value beside a label in a drawer's details (a definition list). */
const detail = (drawer: HTMLElement, label: string) =>
  within(drawer).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('customers', () => {
  it('blocks a customer after a confirmation with an optional reason', async () => {
    const server = standInServer({
      'GET /api/customers': () => ok(page([noura])),
      'PATCH /api/customers/:id/block': () => ok({ ...noura, blocked: true, blockReason: 'Abusive messages' }),
    });
    renderScreen(<CustomersScreen />, { path: '/admin/customer', user: sessionUser(['admin']) });
    const row = (await screen.findByText('noura@customer.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Allowed')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Block' }));

    const dialog = await screen.findByRole('dialog', { name: 'Block this customer?' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Abusive messages');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Noura Aziz has been blocked.')).toBeInTheDocument();
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

  it('opens a customer from ?view=ID with their profile, and blocks them from there', async () => {
    standInServer({
      'GET /api/customers': () => ok(page([noura])),
      'GET /api/customers/:id': () => ok(noura),
    });
    renderScreen(<CustomersScreen />, {
      path: '/admin/customer',
      url: `/admin/customer?view=${noura.id}`,
      user: sessionUser(['admin']),
    });
    const drawer = await screen.findByRole('dialog', { name: 'Customer' });
    expect(await within(drawer).findByText('Noura Aziz')).toBeInTheDocument();
    expect(within(drawer).getByText('Allowed')).toBeInTheDocument();
    expect(detail(drawer, 'Email')).toHaveTextContent('noura@customer.test');
    expect(detail(drawer, 'Phone')).toHaveTextContent('+966550000101');
    expect(detail(drawer, 'Gamer ID')).toHaveTextContent('noura77');
    expect(detail(drawer, 'Chats')).toHaveTextContent('4');
    expect(within(drawer).queryByText('Reason', { selector: 'dt' })).not.toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('dialog', { name: 'Block this customer?' })).toBeInTheDocument();
  });

  it('shows why a blocked customer was blocked, and a customer never seen as such', async () => {
    const blocked = { ...noura, email: null, blocked: true, blockReason: 'Abusive messages', lastSeenAt: null };
    standInServer({
      'GET /api/customers': () => ok(page([blocked])),
      'GET /api/customers/:id': () => ok(blocked),
    });
    renderScreen(<CustomersScreen />, {
      path: '/admin/customer',
      url: `/admin/customer?view=${noura.id}`,
      user: sessionUser(['admin']),
    });
    const drawer = await screen.findByRole('dialog', { name: 'Customer' });
    expect(await within(drawer).findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(detail(drawer, 'Reason')).toHaveTextContent('Abusive messages');
    expect(detail(drawer, 'Email')).toHaveTextContent('—');
    expect(detail(drawer, 'Last seen')).toHaveTextContent('Never');
  });
});

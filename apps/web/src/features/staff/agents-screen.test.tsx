import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, sessionUser, staffMember } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { AgentsScreen } from './agents-screen.tsx';

const admin = sessionUser(['admin']);
const sara = staffMember();
const omar = staffMember({
  name: 'Omar Farouk',
  firstNameEn: 'Omar',
  lastNameEn: 'Farouk',
  firstNameAr: 'عمر',
  lastNameAr: 'فاروق',
  email: 'agent2@tawasul.test',
  phone: '+966500000012',
  isOnline: false,
  neverLoggedIn: true,
  lastSignInAt: null,
  active: false,
});

const brandOptions = () => ok({ items: [{ id: sara.brandId, nameEn: 'Falcon Games', nameAr: 'ألعاب الصقر' }] });

afterEach(() => vi.unstubAllGlobals());

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('agents list', () => {
  it('shows each agent with ID, names EN/AR, e-mail, mobile, brand, status, last sign-in and active', async () => {
    standInServer({ 'GET /api/agents': () => ok(page([sara, omar])), 'GET /api/brands/options': brandOptions });
    renderScreen(<AgentsScreen />, { path: '/admin/agent', user: admin });

    const saraRow = await rowOf('agent@tawasul.test');
    expect(within(saraRow).getByText(sara.id.slice(0, 8))).toBeInTheDocument();
    expect(within(saraRow).getByText('Sara Alqahtani')).toBeInTheDocument();
    expect(within(saraRow).getByText('سارة القحطاني')).toBeInTheDocument();
    expect(within(saraRow).getByText('+966500000011')).toBeInTheDocument();
    expect(within(saraRow).getByText('Falcon Games')).toBeInTheDocument();
    expect(within(saraRow).getByText('Online')).toBeInTheDocument();
    expect(within(saraRow).getByRole('switch', { name: 'Active: Sara Alqahtani' })).toBeChecked();

    const omarRow = await rowOf('agent2@tawasul.test');
    expect(within(omarRow).getByText('Offline')).toBeInTheDocument();
    expect(within(omarRow).getByText('Never logged in')).toBeInTheDocument();
    expect(within(omarRow).getByRole('switch', { name: 'Active: Omar Farouk' })).not.toBeChecked();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    // Issue 22: the column holds last sign-in dates, and is named as the drawer names them.
    const headers = screen.getByRole('table').querySelector('thead')?.textContent;
    expect(headers).toContain('Last sign-in');
    expect(headers).not.toContain('Never logged in');
  });

  it('says so when there are no agents', async () => {
    standInServer({ 'GET /api/agents': () => ok(page([])), 'GET /api/brands/options': brandOptions });
    renderScreen(<AgentsScreen />, { path: '/admin/agent', user: admin });
    expect(within(await screen.findByTestId('list-empty')).getByText('No agents yet')).toBeInTheDocument();
  });

  it('shows a skeleton until the first page arrives', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    standInServer({
      'GET /api/agents': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/brands/options': brandOptions,
    });
    renderScreen(<AgentsScreen />, { path: '/admin/agent', user: admin });
    expect(await screen.findByTestId('table-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    answer(ok(page([sara])));
    expect(await screen.findByText('agent@tawasul.test')).toBeInTheDocument();
    expect(screen.queryByTestId('table-skeleton')).not.toBeInTheDocument();
  });

  it('sends the search to the server once typing pauses, from page 1', async () => {
    const server = standInServer({
      'GET /api/agents': ({ query }) => ok(page(query.get('search') === 'omar' ? [omar] : [sara, omar])),
      'GET /api/brands/options': brandOptions,
    });
    const { router } = renderScreen(<AgentsScreen />, {
      path: '/admin/agent',
      url: '/admin/agent?page=2',
      user: admin,
    });
    await screen.findByText('agent@tawasul.test');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'omar');
    await waitFor(() => expect(screen.queryByText('agent@tawasul.test')).not.toBeInTheDocument());
    const searches = server.callsTo('GET', '/api/agents').map((call) => call.query.get('search'));
    // Debounced: one request for the whole word, not one per letter.
    expect(searches.filter((search) => search !== null)).toEqual(['omar']);
    expect(server.callsTo('GET', '/api/agents').at(-1)?.query.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?search=omar');
  });

  it('sorts by a column when its header is clicked', async () => {
    const server = standInServer({
      'GET /api/agents': () => ok(page([sara])),
      'GET /api/brands/options': brandOptions,
    });
    renderScreen(<AgentsScreen />, { path: '/admin/agent', user: admin });
    await screen.findByText('agent@tawasul.test');
    // mantine-datatable makes a sortable header a button.
    await userEvent.click(screen.getByRole('button', { name: /^Email/ }));
    await waitFor(() => {
      const last = server.callsTo('GET', '/api/agents').at(-1)?.query;
      expect([last?.get('sort'), last?.get('order')]).toEqual(['email', 'asc']);
    });
  });

  it('asks before deleting, then deletes and says so', async () => {
    const server = standInServer({
      'GET /api/agents': () => ok(page([sara])),
      'GET /api/brands/options': brandOptions,
      'DELETE /api/agents/:id': () => ok({ ok: true }),
    });
    renderScreen(<AgentsScreen />, { path: '/admin/agent', user: admin });
    await userEvent.click(within(await rowOf('agent@tawasul.test')).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this agent?' });
    expect(within(dialog).getByText('Sara Alqahtani will be deleted. This cannot be undone.')).toBeInTheDocument();
    expect(server.callsTo('DELETE', `/api/agents/${sara.id}`)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sara Alqahtani has been deleted.')).toBeInTheDocument();
    expect(server.callsTo('DELETE', `/api/agents/${sara.id}`)).toHaveLength(1);
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const server = standInServer({
      'GET /api/agents': () => ok(page([sara])),
      'GET /api/brands/options': brandOptions,
    });
    renderScreen(<AgentsScreen />, { path: '/admin/agent', user: admin });
    await userEvent.click(within(await rowOf('agent@tawasul.test')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this agent?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('shows a refused delete in Arabic', async () => {
    standInServer({
      'GET /api/agents': () => ok(page([sara])),
      'GET /api/brands/options': brandOptions,
      'DELETE /api/agents/:id': () => failure(409, 'AGENT_HAS_RELATED_RECORDS'),
    });
    renderScreen(<AgentsScreen />, { path: '/admin/agent', user: admin, language: 'ar' });
    await userEvent.click(within(await rowOf('agent@tawasul.test')).getByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف هذا الموظف؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('لا يمكن حذف هذا الموظف لوجود سجلات مرتبطة به.')).toBeInTheDocument();
  });

  it('names the agent in Arabic on an Arabic screen: the Arabic name first in the list, and in the questions', async () => {
    standInServer({
      'GET /api/agents': () => ok(page([sara])),
      'GET /api/brands/options': brandOptions,
      'DELETE /api/agents/:id': () => ok({ ok: true }),
    });
    renderScreen(<AgentsScreen />, { path: '/admin/agent', user: admin, language: 'ar' });
    const row = await rowOf('agent@tawasul.test');
    // Issue 22, defect 9: the English name came first, and the dialog said "سيتم حذف Sara Alqahtani".
    const names = within(row).getByText('سارة القحطاني').closest('.mantine-Stack-root')?.textContent;
    expect(names).toBe('سارة القحطانيSara Alqahtani');
    expect(within(row).getByRole('switch', { name: 'مفعّل: سارة القحطاني' })).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف هذا الموظف؟' });
    expect(within(dialog).getByText('سيتم حذف سارة القحطاني. لا يمكن التراجع عن ذلك.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('تم حذف سارة القحطاني.')).toBeInTheDocument();
  });

  it('opens the agent in a drawer from ?view=ID and removes it from the address on close', async () => {
    standInServer({
      'GET /api/agents': () => ok(page([sara])),
      'GET /api/agents/:id': () => ok(sara),
      'GET /api/brands/options': brandOptions,
    });
    const { router } = renderScreen(<AgentsScreen />, {
      path: '/admin/agent',
      url: `/admin/agent?view=${sara.id}`,
      user: admin,
    });
    const drawer = await screen.findByRole('dialog', { name: 'Agent' });
    expect(await within(drawer).findByText(sara.id)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestResponse } from '@tawasul/contracts/shoppers';
import { BRAND_ID, page, sessionUser, uuid } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { ok, standInServer } from '../../test/stand-in-server.ts';
import { GuestsScreen } from './guests-screen.tsx';

const visitor: GuestResponse = {
  id: uuid(),
  name: null,
  brandId: BRAND_ID,
  brandNameEn: 'Falcon Games',
  brandNameAr: 'ألعاب الصقر',
  chatsCount: 3,
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

/** The value beside a label in a drawer's details (a definition list). */
const detail = (drawer: HTMLElement, label: string) =>
  within(drawer).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('guests', () => {
  it('opens a guest from ?view=ID, named by the start of their id when they gave no name', async () => {
    standInServer({
      'GET /api/guests': () => ok(page([visitor])),
      'GET /api/guests/:id': () => ok(visitor),
      'GET /api/brands/options': () => ok({ items: [{ id: BRAND_ID, nameEn: 'Falcon Games', nameAr: 'ألعاب الصقر' }] }),
    });
    renderScreen(<GuestsScreen />, {
      path: '/admin/guest',
      url: `/admin/guest?view=${visitor.id}`,
      user: sessionUser(['admin']),
    });
    const drawer = await screen.findByRole('dialog', { name: 'Guest' });
    expect(await within(drawer).findByText(`Guest ${visitor.id.slice(0, 8)}`)).toBeInTheDocument();
    expect(detail(drawer, 'ID')).toHaveTextContent(visitor.id);
    expect(detail(drawer, 'Brand')).toHaveTextContent('Falcon Games');
    expect(detail(drawer, 'Chats')).toHaveTextContent('3');
  });
});

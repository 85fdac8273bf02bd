import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_ID, page, sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { ok, standInServer } from '../../test/stand-in-server.ts';
import { CasesScreen } from './cases-screen.tsx';
import { CASE_ID, RETURNS_ID, cannedCase, caseListItem, categoryOptions, upload } from './test-records.ts';

const admin = sessionUser(['admin']);
const manager = sessionUser(['brand_manager']);
const PATH = '/admin/canned-response/case';

afterEach(() => vi.unstubAllGlobals());

function server(record = cannedCase()) {
  return standInServer({
    'GET /api/canned-responses/cases': () => ok(page([caseListItem(record)])),
    'GET /api/canned-responses/cases/:id': () => ok(record),
    'GET /api/canned-responses/categories/options': () => ok(categoryOptions()),
    'GET /api/brands/options': () => ok({ items: [{ id: BRAND_ID, nameEn: 'Falcon Games', nameAr: 'ألعاب الصقر' }] }),
    'PATCH /api/canned-responses/cases/:id/active': ({ body }) => ok({ ...record, ...(body as object) }),
    'DELETE /api/canned-responses/cases/:id': () => ok({ ok: true }),
  });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('cases list', () => {
  it('shows each case with its titles, categories, brand, media and active switch', async () => {
    server();
    renderScreen(<CasesScreen />, { path: PATH, user: admin });
    const row = await rowOf('Returning a console');
    expect(within(row).getByText('إرجاع جهاز الألعاب')).toBeInTheDocument();
    expect(within(row).getByText('Returns')).toBeInTheDocument();
    expect(within(row).getByText('Falcon Games')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Product images: 2' })).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Documents: 1' })).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Has a video' })).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Active: Returning a console' })).toBeChecked();
  });

  it('filters by category and active flag on the server', async () => {
    const calls = server();
    renderScreen(<CasesScreen />, { path: PATH, user: admin });
    await rowOf('Returning a console');
    // The dropdowns are still in their opening transition in jsdom: pick the options directly.
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Returns', hidden: true }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Active' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Inactive', hidden: true }));
    await waitFor(() => {
      const query = calls.callsTo('GET', '/api/canned-responses/cases').at(-1)?.query;
      expect([query?.get('categoryId'), query?.get('active')]).toEqual([RETURNS_ID, 'false']);
    });
  });

  it('sends the search in either language to the server', async () => {
    const calls = server();
    renderScreen(<CasesScreen />, { path: PATH, user: admin });
    await rowOf('Returning a console');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'إرجاع');
    await waitFor(() =>
      expect(calls.callsTo('GET', '/api/canned-responses/cases').at(-1)?.query.get('search')).toBe('إرجاع'),
    );
  });

  it('offers a brand manager neither a brand filter nor a brand column', async () => {
    const calls = server();
    renderScreen(<CasesScreen />, { path: PATH, user: manager });
    const row = await rowOf('Returning a console');
    expect(screen.queryByRole('combobox', { name: 'Brand' })).not.toBeInTheDocument();
    expect(within(row).queryByText('Falcon Games')).not.toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/brands/options')).toHaveLength(0);
  });

  it('asks before deactivating, then deactivates', async () => {
    const calls = server();
    renderScreen(<CasesScreen />, { path: PATH, user: admin });
    const row = await rowOf('Returning a console');
    await userEvent.click(within(row).getByRole('switch', { name: 'Active: Returning a console' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this case?' });
    expect(calls.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Returning a console has been deactivated.')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', `/api/canned-responses/cases/${CASE_ID}/active`)[0]?.body).toEqual({
      active: false,
    });
  });

  it('asks before deleting, then deletes', async () => {
    const calls = server();
    renderScreen(<CasesScreen />, { path: PATH, user: admin });
    await userEvent.click(within(await rowOf('Returning a console')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this case?' });
    expect(within(dialog).getByText('Returning a console will be deleted. This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Returning a console has been deleted.')).toBeInTheDocument();
    expect(calls.callsTo('DELETE', `/api/canned-responses/cases/${CASE_ID}`)).toHaveLength(1);
  });
});

describe('case view drawer', () => {
  it('shows the media as the agent sends them: a gallery, download links and the embedded video', async () => {
    server();
    renderScreen(<CasesScreen />, { path: PATH, url: `${PATH}?view=${CASE_ID}`, user: admin });
    const drawer = await screen.findByRole('dialog', { name: 'Case' });
    const preview = await within(drawer).findByTestId('case-message-preview');
    expect(within(preview).getByText('Returning a console')).toBeInTheDocument();
    expect(within(preview).getByText('Pack it in its box and book a pickup.')).toBeInTheDocument();
    expect(within(within(preview).getByTestId('case-gallery')).getAllByRole('link')).toHaveLength(2);
    expect(within(preview).getByRole('link', { name: 'Open image 1 of Returning a console' })).toBeInTheDocument();
    const download = within(preview).getByRole('link', { name: 'Download return-policy.pdf' });
    expect(download).toHaveAttribute('download', 'return-policy.pdf');
    expect(within(preview).getByText('240 kB')).toBeInTheDocument();
    const player = within(preview).getByTitle('Video: Returning a console');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(within(preview).getByText('Embedded from YouTube')).toBeInTheDocument();
  });

  it('previews the message in the chat language chosen, Arabic included', async () => {
    server();
    renderScreen(<CasesScreen />, { path: PATH, url: `${PATH}?view=${CASE_ID}`, user: admin });
    const drawer = await screen.findByRole('dialog', { name: 'Case' });
    await userEvent.click(await within(drawer).findByRole('radio', { name: 'العربية' }));
    const preview = within(drawer).getByTestId('case-message-preview');
    expect(preview).toHaveAttribute('dir', 'rtl');
    expect(within(preview).getByText('إرجاع جهاز الألعاب')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'تنزيل return-policy.pdf' })).toBeInTheDocument();
    expect(within(preview).getByText('مضمّن من يوتيوب')).toBeInTheDocument();
  });

  it('plays an uploaded video in the page', async () => {
    const video = upload('video', 'unboxing.mp4');
    server(cannedCase({ video: { kind: 'upload', file: video } }));
    renderScreen(<CasesScreen />, { path: PATH, url: `${PATH}?view=${CASE_ID}`, user: admin });
    const drawer = await screen.findByRole('dialog', { name: 'Case' });
    const player = await within(drawer).findByTestId('case-video');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', video.url);
  });
});

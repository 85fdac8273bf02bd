import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CmsPageResponse } from '@tawasul/contracts/cms';
import { page, sessionUser, uuid } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { CmsPagesScreen } from './pages-screen.tsx';

const admin = sessionUser(['admin']);

function cmsPage(overrides: Partial<CmsPageResponse> = {}): CmsPageResponse {
  return {
    id: uuid(),
    slug: 'about',
    titleEn: 'About Tawasul',
    titleAr: 'عن تواصل',
    published: true,
    path: '/pages/about',
    contentEn: '<h2>Who we are</h2><p>A support chat.</p>',
    contentAr: '<h2>من نحن</h2><p>محادثة دعم.</p>',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

// jsdom lays nothing out: ProseMirror asks a text range where the caret is, to scroll it into view.
beforeAll(() => {
  const none = new DOMRect(0, 0, 0, 0);
  Range.prototype.getBoundingClientRect = () => none;
  Range.prototype.getClientRects = () => Object.assign([none], { item: () => none }) as unknown as DOMRectList;
});

function server(record = cmsPage(), save = (body: unknown) => ok({ ...record, ...(body as object) })) {
  return standInServer({
    'GET /api/cms/pages': () => ok(page([record])),
    'GET /api/cms/pages/:id': () => ok(record),
    'POST /api/cms/pages': ({ body }) => save(body),
    'PUT /api/cms/pages/:id': ({ body }) => save(body),
  });
}

const openForm = async (id: string, language: 'en' | 'ar' = 'en') => {
  const title = id === 'new' ? (language === 'en' ? 'New page' : 'صفحة جديدة') : 'Edit page';
  renderScreen(<CmsPagesScreen />, { path: '/admin/page', url: `/admin/page?edit=${id}`, user: admin, language });
  return screen.findByRole('dialog', { name: title });
};

/** The Input.Wrapper (label, field, error) around a labelled field. */
const fieldOf = (form: HTMLElement, label: RegExp) =>
  within(form).getByText(label, { selector: 'label, div' }).closest('.mantine-InputWrapper-root') as HTMLElement;

const writes = (calls: ReturnType<typeof server>) => calls.calls.filter((call) => call.method !== 'GET');

describe('CMS page form', () => {
  it('names the required fields (titles in both languages and the slug) before calling the server', async () => {
    const calls = server();
    const form = await openForm('new');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    for (const label of [/^Title \(English\)/, /^Title \(Arabic\)/, /^Slug/])
      expect(within(fieldOf(form, label)).getByText('Required')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('says "Required" in Arabic', async () => {
    server();
    const form = await openForm('new', 'ar');
    await userEvent.click(within(form).getByRole('button', { name: 'حفظ' }));
    expect(within(fieldOf(form, /^العنوان \(بالعربية\)/)).getByText('مطلوب')).toBeInTheDocument();
    expect(within(fieldOf(form, /^الرابط المختصر/)).getByText('مطلوب')).toBeInTheDocument();
  });

  it('refuses a slug with capitals, spaces or other signs, and says what a slug may hold', async () => {
    const calls = server();
    const form = await openForm('new');
    const slug = within(form).getByRole('textbox', { name: /^Slug/ });
    for (const wrong of ['About Us', 'about_us', '-about', 'عن-تواصل']) {
      await userEvent.clear(slug);
      await userEvent.click(slug);
      await userEvent.paste(wrong);
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(
        within(fieldOf(form, /^Slug/)).getByText('Use lowercase letters, digits and dashes only'),
      ).toBeInTheDocument();
    }
    await userEvent.clear(slug);
    await userEvent.type(slug, 'about-us-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      within(fieldOf(form, /^Slug/)).queryByText('Use lowercase letters, digits and dashes only'),
    ).not.toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('suggests the slug from the English title until the slug is typed, and shows the public address', async () => {
    server();
    const form = await openForm('new');
    const slug = within(form).getByRole('textbox', { name: /^Slug/ }) as HTMLInputElement;
    await userEvent.type(within(form).getByRole('textbox', { name: /^Title \(English\)/ }), 'Terms & Privacy!');
    expect(slug).toHaveValue('terms-privacy');
    expect(within(form).getByTestId('page-path').textContent).toBe('/pages/terms-privacy');

    await userEvent.clear(slug);
    await userEvent.type(slug, 'terms');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Title \(English\)/ }), ' policy');
    expect(slug).toHaveValue('terms');
  });

  it('creates a page with the content of both editors, the Arabic one right to left', async () => {
    const calls = server(cmsPage({ published: false }));
    const form = await openForm('new');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Title \(English\)/ }), 'Shipping');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Title \(Arabic\)/ }), 'الشحن');
    const english = await within(form).findByRole('textbox', { name: 'Content (English)' });
    const arabic = await within(form).findByRole('textbox', { name: 'Content (Arabic)' });
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    // Focused and pasted into: jsdom cannot place a caret from a click, nor keep up with ProseMirror's key by key.
    act(() => english.focus());
    await userEvent.paste('We ship in two days.');
    act(() => arabic.focus());
    await userEvent.paste('نشحن خلال يومين.');
    await userEvent.click(within(form).getByRole('switch', { name: /^Published/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.callsTo('POST', '/api/cms/pages')).toHaveLength(1));
    expect(calls.callsTo('POST', '/api/cms/pages')[0]?.body).toEqual({
      titleEn: 'Shipping',
      titleAr: 'الشحن',
      slug: 'shipping',
      contentEn: '<p>We ship in two days.</p>',
      contentAr: '<p>نشحن خلال يومين.</p>',
      published: true,
    });
    expect(await screen.findByText('The page has been created.')).toBeInTheDocument();
  });

  it('shows the slug in edit, and puts a taken slug on the slug field', async () => {
    const calls = server(cmsPage(), () => failure(409, 'PAGE_SLUG_EXISTS'));
    const form = await openForm(cmsPage().id);
    const slug = (await within(form).findByRole('textbox', { name: /^Slug/ })) as HTMLInputElement;
    expect(slug).toHaveValue('about');
    // Editing the title of a saved page never changes its address.
    await userEvent.type(within(form).getByRole('textbox', { name: /^Title \(English\)/ }), ' us');
    expect(slug).toHaveValue('about');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await within(fieldOf(form, /^Slug/)).findByText('A page with this slug already exists.'),
    ).toBeInTheDocument();
    expect(within(form).queryByTestId('form-error')).not.toBeInTheDocument();
    expect(calls.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });
});

describe('CMS pages list', () => {
  it('shows each page with its titles, slug, status and a link to its public address when published', async () => {
    const draft = cmsPage({
      slug: 'terms',
      titleEn: 'Terms',
      titleAr: 'الشروط',
      published: false,
      path: '/pages/terms',
    });
    standInServer({ 'GET /api/cms/pages': () => ok(page([cmsPage(), draft])) });
    renderScreen(<CmsPagesScreen />, { path: '/admin/page', user: admin });
    const about = (await screen.findByText('About Tawasul')).closest('tr') as HTMLElement;
    expect(within(about).getByText('عن تواصل')).toBeInTheDocument();
    expect(within(about).getByText('Published')).toBeInTheDocument();
    expect(within(about).getByRole('button', { name: 'Open the public page' })).toBeEnabled();
    const terms = screen.getByText('Terms').closest('tr') as HTMLElement;
    expect(within(terms).getByText('Draft')).toBeInTheDocument();
    expect(within(terms).getByRole('button', { name: 'Not public until published' })).toBeDisabled();
  });

  it('asks before deleting a page, then deletes it and says so', async () => {
    const record = cmsPage();
    const calls = standInServer({
      'GET /api/cms/pages': () => ok(page([record])),
      'DELETE /api/cms/pages/:id': () => ok({ ok: true }),
    });
    renderScreen(<CmsPagesScreen />, { path: '/admin/page', user: admin });
    const row = (await screen.findByText('About Tawasul')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this page?' });
    expect(calls.callsTo('DELETE', `/api/cms/pages/${record.id}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“About Tawasul” has been deleted.')).toBeInTheDocument();
    expect(calls.callsTo('DELETE', `/api/cms/pages/${record.id}`)).toHaveLength(1);
  });

  it('shows a page with its sanitised content in the view drawer', async () => {
    const record = cmsPage();
    standInServer({
      'GET /api/cms/pages': () => ok(page([record])),
      'GET /api/cms/pages/:id': () => ok(record),
    });
    renderScreen(<CmsPagesScreen />, { path: '/admin/page', url: `/admin/page?view=${record.id}`, user: admin });
    const drawer = await screen.findByRole('dialog', { name: 'Page' });
    expect(await within(drawer).findByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Open the public page' })).toHaveAttribute('href', '/pages/about');
  });
});

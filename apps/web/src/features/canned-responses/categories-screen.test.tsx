import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { failure, ok, standInServer, type StandInAnswer } from '../../test/stand-in-server.ts';
import { CategoriesScreen } from './categories-screen.tsx';
import { RETURNS_ID, category } from './test-records.ts';

const admin = sessionUser(['admin']);
const PATH = '/admin/canned-response/category';

afterEach(() => vi.unstubAllGlobals());

function server(
  record = category(),
  save: (body: unknown) => StandInAnswer = (body) => ok({ ...record, ...(body as object) }),
) {
  return standInServer({
    'GET /api/canned-responses/categories': () => ok(page([record])),
    'GET /api/canned-responses/categories/:id': () => ok(record),
    'POST /api/canned-responses/categories': ({ body }) => save(body),
    'PUT /api/canned-responses/categories/:id': ({ body }) => save(body),
    'DELETE /api/canned-responses/categories/:id': () =>
      record.casesCount > 0 ? failure(409, 'CATEGORY_HAS_RELATED_RECORDS') : ok({ ok: true }),
  });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const fieldOf = (form: HTMLElement, label: RegExp) =>
  within(form).getByText(label, { selector: 'label' }).closest('.mantine-InputWrapper-root') as HTMLElement;

async function openNew() {
  renderScreen(<CategoriesScreen />, { path: PATH, url: `${PATH}?edit=new`, user: admin });
  return screen.findByRole('dialog', { name: 'New category' });
}

describe('categories', () => {
  it('lists each category with its ID, names, critical words and number of cases', async () => {
    server(category({ casesCount: 3 }));
    renderScreen(<CategoriesScreen />, { path: PATH, user: admin });
    const row = await rowOf('Returns');
    expect(within(row).getByText(RETURNS_ID.slice(0, 8))).toBeInTheDocument();
    expect(within(row).getByText('الإرجاع')).toBeInTheDocument();
    for (const word of ['refund', 'return', 'استرجاع']) expect(within(row).getByText(word)).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
  });

  it('shows a few critical words in the list and how many more there are', async () => {
    server(category({ criticalWords: ['a1', 'b2', 'c3', 'd4', 'e5', 'f6'] }));
    renderScreen(<CategoriesScreen />, { path: PATH, user: admin });
    const row = await rowOf('Returns');
    expect(within(row).getByText('d4')).toBeInTheDocument();
    expect(within(row).queryByText('e5')).not.toBeInTheDocument();
    expect(within(row).getByText('+2 more')).toBeInTheDocument();
  });

  it('needs at least one critical word', async () => {
    const calls = server();
    const form = await openNew();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name \(English\)/ }), 'Shipping');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name \(Arabic\)/ }), 'الشحن');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(fieldOf(form, /^Critical words/)).getByText('Add at least one critical word')).toBeInTheDocument();
    expect(calls.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('sends the words typed, each ended by Enter or a comma', async () => {
    const calls = server();
    const form = await openNew();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name \(English\)/ }), 'Shipping');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name \(Arabic\)/ }), 'الشحن');
    const words = within(form).getByRole('combobox', { name: /^Critical words/ });
    await userEvent.type(words, 'late{Enter}شحنة,');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.callsTo('POST', '/api/canned-responses/categories')).toHaveLength(1));
    expect(calls.callsTo('POST', '/api/canned-responses/categories')[0]?.body).toEqual({
      nameEn: 'Shipping',
      nameAr: 'الشحن',
      criticalWords: ['late', 'شحنة'],
    });
    expect(await screen.findByText('The category has been created.')).toBeInTheDocument();
  });

  it('shows a taken name on the name field', async () => {
    server(category(), () => ({
      status: 409,
      body: {
        error: {
          code: 'CATEGORY_NAME_EXISTS',
          message: 'A category with the same name already exists.',
          details: { fields: ['nameAr'] },
        },
      },
    }));
    renderScreen(<CategoriesScreen />, { path: PATH, url: `${PATH}?edit=${RETURNS_ID}`, user: admin });
    const form = await screen.findByRole('dialog', { name: 'Edit category' });
    await userEvent.click(await within(form).findByRole('button', { name: 'Save' }));
    expect(
      await within(fieldOf(form, /^Name \(Arabic\)/)).findByText('A category with the same name already exists.'),
    ).toBeInTheDocument();
    expect(
      within(fieldOf(form, /^Name \(English\)/)).queryByText('A category with the same name already exists.'),
    ).not.toBeInTheDocument();
  });

  it("warns that a category in use cannot be deleted, and shows the server's refusal", async () => {
    server(category({ casesCount: 2 }));
    renderScreen(<CategoriesScreen />, { path: PATH, user: admin });
    await userEvent.click(within(await rowOf('Returns')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this category?' });
    expect(within(dialog).getByText(/^Cases filed under Returns: 2\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The category was not deleted')).toBeInTheDocument();
    expect(screen.getByText('This category cannot be deleted because it has related records.')).toBeInTheDocument();
  });

  it('names the category and shows the refusal in Arabic', async () => {
    server(category({ casesCount: 2 }));
    renderScreen(<CategoriesScreen />, { path: PATH, user: admin, language: 'ar' });
    await userEvent.click(within(await rowOf('Returns')).getByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف هذا التصنيف؟' });
    // Named in Arabic, not "Returns" (issue 22, defect 9).
    expect(within(dialog).getByText(/^عدد الحالات المصنفة ضمن الإرجاع: 2\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('لا يمكن حذف هذا التصنيف لوجود سجلات مرتبطة به.')).toBeInTheDocument();
  });

  it('opens a category from ?view=ID', async () => {
    server();
    renderScreen(<CategoriesScreen />, { path: PATH, url: `${PATH}?view=${RETURNS_ID}`, user: admin });
    const drawer = await screen.findByRole('dialog', { name: 'Category' });
    expect(await within(drawer).findByText(RETURNS_ID)).toBeInTheDocument();
    expect(within(drawer).getByText('استرجاع')).toBeInTheDocument();
  });
});

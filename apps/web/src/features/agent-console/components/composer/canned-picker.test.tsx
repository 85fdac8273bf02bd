import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { sessionUser } from '../../../../test/factories.ts';
import { renderScreen } from '../../../../test/render-screen.tsx';
import { ok, standInServer, type StandInRequest } from '../../../../test/stand-in-server.ts';
import { ConsoleStandIn } from './test-console.tsx';
import {
  CHAT_ID,
  RETURNS_ID,
  WARRANTY_ID,
  cannedCase,
  categoryOptions,
  chat,
  storedMessage,
  warrantyCase,
} from './test-records.ts';

const agent = sessionUser(['agent'], { email: 'agent@tawasul.test' });
const returning = cannedCase();
const warranty = warrantyCase();

afterEach(() => vi.unstubAllGlobals());

/** The brand's active cases: by category when asked, by text in either language when asked. */
function server(
  cases: CannedCaseResponse[] = [warranty, returning],
  send = (body: { id: string; caseId?: string }) => Promise.resolve(ok(storedMessage(body))),
) {
  const matches = ({ query }: StandInRequest) => {
    const q = query.get('q')?.toLowerCase();
    const categoryId = query.get('categoryId');
    return cases.filter(
      (found) =>
        (!categoryId || found.categories.some((category) => category.id === categoryId)) &&
        (!q || [found.titleEn, found.titleAr, found.descriptionEn].some((text) => text.toLowerCase().includes(q))),
    );
  };
  return standInServer({
    'GET /api/canned-responses/search': (request) => ok({ items: matches(request) }),
    'GET /api/canned-responses/categories/options': () => ok(categoryOptions()),
    'POST /api/chats/:id/messages': ({ body }) => send(body as { id: string; caseId?: string }),
  });
}

function open({
  forChat = chat(),
  suggested = [],
  language = 'en',
}: { forChat?: ChatResponse; suggested?: string[]; language?: 'en' | 'ar' } = {}) {
  renderScreen(<ConsoleStandIn chat={forChat} suggestedCategoryIds={suggested} />, {
    path: '/agent',
    user: agent,
    language,
  });
  return screen.getByRole('textbox', { name: language === 'en' ? 'Message' : 'الرسالة' }) as HTMLTextAreaElement;
}

const picker = () => screen.findByRole('dialog', { name: 'Canned responses' });
const optionTitles = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('option')
    .map((option) => option.querySelector('p')?.textContent);

const sent = (calls: ReturnType<typeof server>) =>
  calls.callsTo('POST', `/api/chats/${CHAT_ID}/messages`).map((call) => call.body as Record<string, unknown>);

describe('canned responses picker', () => {
  it('opens with "/" at the start of an empty composer, and "/" is typed as usual anywhere else', async () => {
    server();
    const input = open();
    await userEvent.type(input, '/');
    const dialog = await picker();
    expect(input.value).toBe('');
    // The search field has the keyboard.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Search cases' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input).toHaveFocus();

    await userEvent.type(input, 'and/or');
    expect(input.value).toBe('and/or');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from its button and lists each case in the chat’s language with its media', async () => {
    server();
    open({ forChat: chat({ language: 'ar' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Canned responses' }));
    const dialog = await picker();
    await waitFor(() => expect(optionTitles(dialog)).toEqual(['مطالبة الضمان', 'إرجاع جهاز الألعاب']));
    const [first] = within(dialog).getAllByRole('option');
    expect(within(first!).getByRole('img', { name: 'Images: 1' })).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Documents: 2' })).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Video' })).toBeInTheDocument();
    expect(within(first!).getByText('Warranty')).toBeInTheDocument();
    // The preview shows what the shopper receives, in Arabic.
    const preview = within(dialog).getByRole('region', { name: 'What the shopper receives' });
    expect(within(preview).getByText('أرسل لنا الرقم التسلسلي.')).toBeInTheDocument();
    expect(within(preview).getByText('Sent in Arabic')).toBeInTheDocument();
  });

  it('shows the suggested categories’ cases first, under "Suggested"', async () => {
    const calls = server();
    open({ suggested: [RETURNS_ID] });
    await userEvent.click(screen.getByRole('button', { name: 'Canned responses' }));
    const dialog = await picker();
    const suggested = await within(dialog).findByRole('group', { name: 'Suggested' });
    expect(
      within(suggested)
        .getAllByRole('option')
        .map((option) => option.querySelector('p')?.textContent),
    ).toEqual(['Returning a console']);
    const rest = within(dialog).getByRole('group', { name: 'Cases' });
    expect(
      within(rest)
        .getAllByRole('option')
        .map((option) => option.querySelector('p')?.textContent),
    ).toEqual(['Warranty claim']);
    expect(optionTitles(dialog)).toEqual(['Returning a console', 'Warranty claim']);
    expect(
      calls.callsTo('GET', '/api/canned-responses/search').some((call) => call.query.get('categoryId') === RETURNS_ID),
    ).toBe(true);
  });

  it('searches by text and by category', async () => {
    const calls = server();
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Canned responses' }));
    const dialog = await picker();
    await waitFor(() => expect(optionTitles(dialog)).toHaveLength(2));

    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Search cases' }), 'serial');
    await waitFor(() => expect(optionTitles(dialog)).toEqual(['Warranty claim']));
    expect(calls.callsTo('GET', '/api/canned-responses/search').at(-1)?.query.get('q')).toBe('serial');

    await userEvent.clear(within(dialog).getByRole('combobox', { name: 'Search cases' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    // The dropdown is still in its opening transition in jsdom: pick the option directly.
    fireEvent.click(await screen.findByRole('option', { name: 'Returns', hidden: true }));
    await waitFor(() => expect(optionTitles(dialog)).toEqual(['Returning a console']));
    expect(calls.callsTo('GET', '/api/canned-responses/search').at(-1)?.query.get('categoryId')).toBe(RETURNS_ID);

    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Search cases' }), 'nothing like this');
    expect(await within(dialog).findByText('No case matches this search.')).toBeInTheDocument();
  });

  it('sends the highlighted case with Enter (arrows move): its caseId, shown at once in the chat’s language', async () => {
    // The server has not answered yet: what shows is the message as the console predicts it.
    const calls = server(undefined, () => new Promise(() => {}));
    const input = open({ forChat: chat({ language: 'ar' }) });
    await userEvent.type(input, '/');
    const dialog = await picker();
    await waitFor(() => expect(optionTitles(dialog)).toHaveLength(2));
    const search = within(dialog).getByRole('combobox', { name: 'Search cases' });
    const active = () => document.getElementById(search.getAttribute('aria-activedescendant') ?? '');
    expect(active()?.querySelector('p')?.textContent).toBe('مطالبة الضمان');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()?.querySelector('p')?.textContent).toBe('إرجاع جهاز الألعاب');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(active()?.querySelector('p')?.textContent).toBe('مطالبة الضمان');
    await userEvent.keyboard('{ArrowUp}{Enter}');

    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), caseId: returning.id });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input).toHaveFocus();
    const [message] = screen.getAllByTestId('message');
    expect(message!).toHaveTextContent('إرجاع جهاز الألعاب');
    expect(message!).toHaveTextContent('ضع الجهاز في علبته واحجز موعد الاستلام.');
    expect(message!).toHaveTextContent('return-policy.pdf');
  });

  it('sends a case chosen with the mouse from its preview, and Cancel sends nothing', async () => {
    const calls = server();
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Canned responses' }));
    let dialog = await picker();
    const optionNamed = async (title: string) =>
      (await within(dialog).findAllByRole('option')).find((option) => option.textContent?.includes(title))!;
    await userEvent.click(await optionNamed('Returning a console'));
    let preview = within(dialog).getByRole('region', { name: 'What the shopper receives' });
    expect(within(preview).getByText('Pack it in its box and book a pickup.')).toBeInTheDocument();
    expect(within(preview).getByText('return-policy.pdf')).toBeInTheDocument();
    await userEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Canned responses' }));
    dialog = await picker();
    await userEvent.click(await optionNamed('Warranty claim'));
    preview = within(dialog).getByRole('region', { name: 'What the shopper receives' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]?.caseId).toBe(warranty.id);
  });

  it('speaks Arabic', async () => {
    server();
    open({ language: 'ar', suggested: [WARRANTY_ID] });
    await userEvent.click(screen.getByRole('button', { name: 'الردود الجاهزة' }));
    const dialog = await screen.findByRole('dialog', { name: 'الردود الجاهزة' });
    expect(await within(dialog).findByRole('group', { name: 'مقترحة' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'البحث في الحالات' })).toBeInTheDocument();
    expect(within(dialog).getByText('تُرسَل بالإنجليزية')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
  });
});

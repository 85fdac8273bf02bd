import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_ID, faq, page, sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { brandOptions } from './faq-test-data.ts';
import { FaqsScreen } from './faqs-screen.tsx';

const admin = sessionUser(['admin']);
const manager = sessionUser(['brand_manager']);
const QAMAR = '33333333-3333-4333-8333-333333333333';

afterEach(() => vi.unstubAllGlobals());

function server(record = faq(), save = (body: unknown) => ok({ ...record, ...(body as object) })) {
  return standInServer({
    'GET /api/faqs': () => ok(page([record])),
    'GET /api/faqs/:id': () => ok(record),
    'GET /api/brands/options': brandOptions,
    'POST /api/faqs': ({ body }) => ({ ...save(body), status: 201 }),
    'PUT /api/faqs/:id': ({ body }) => save(body),
  });
}

async function openForm(id: string, { user = admin, language = 'en', url = '' } = {}) {
  const title = id === 'new' ? (language === 'en' ? 'New question' : 'سؤال جديد') : 'Edit question';
  renderScreen(<FaqsScreen />, {
    path: '/admin/faq',
    url: `/admin/faq?edit=${id}${url}`,
    user,
    language: language as 'en' | 'ar',
  });
  const dialog = await screen.findByRole('dialog', { name: title });
  // The form shows once the record, or the brand a new one starts in, is known.
  await within(dialog).findByRole('button', { name: language === 'en' ? 'Save' : 'حفظ' });
  return dialog;
}

/** The Input.Wrapper (label, field, error) around a labelled field. */
const fieldOf = (form: HTMLElement, label: RegExp) =>
  within(form).getByText(label, { selector: 'label' }).closest('.mantine-InputWrapper-root') as HTMLElement;

const saves = (calls: ReturnType<typeof server>) => calls.calls.filter((call) => call.method !== 'GET');

describe('FAQ form', () => {
  it('asks for the question and the answer in English or Arabic before calling the server', async () => {
    const calls = server();
    const form = await openForm('new');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    for (const label of [/^Question \(English\)/, /^Question \(Arabic\)/, /^Answer \(English\)/, /^Answer \(Arabic\)/])
      expect(within(fieldOf(form, label)).getByText('Enter it in English or Arabic')).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
  });

  it('takes one language only, and adds the FAQ to the brand the admin is looking at', async () => {
    const calls = server();
    const form = await openForm('new', { url: `&brandId=${QAMAR}` });
    expect((within(form).getByRole('combobox', { name: 'Brand' }) as HTMLInputElement).value).toBe('Qamar Electronics');
    await userEvent.type(within(form).getByLabelText('Question (Arabic)'), '  متى يصل طلبي؟ ');
    await userEvent.type(within(form).getByLabelText('Answer (Arabic)'), 'خلال ثلاثة أيام عمل.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.callsTo('POST', '/api/faqs')).toHaveLength(1));
    expect(calls.callsTo('POST', '/api/faqs')[0]?.body).toEqual({
      questionEn: '',
      questionAr: 'متى يصل طلبي؟',
      answerEn: '',
      answerAr: 'خلال ثلاثة أيام عمل.',
      active: true,
      brandId: QAMAR,
    });
    expect(await screen.findByText('The question has been added at the end of the list.')).toBeInTheDocument();
  });

  it("gives a brand manager no brand to pick: the server puts the FAQ in the manager's brand", async () => {
    const calls = server();
    const form = await openForm('new', { user: manager });
    expect(within(form).queryByRole('combobox', { name: 'Brand' })).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Question (English)'), 'Can I return an item?');
    await userEvent.type(within(form).getByLabelText('Answer (English)'), 'Within 14 days.');
    await userEvent.click(within(form).getByRole('switch', { name: /^Active/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.callsTo('POST', '/api/faqs')).toHaveLength(1));
    const body = calls.callsTo('POST', '/api/faqs')[0]?.body;
    expect(body).toMatchObject({ questionEn: 'Can I return an item?', answerEn: 'Within 14 days.', active: false });
    expect(body).not.toHaveProperty('brandId');
  });

  it('edits an FAQ in place: its texts are filled in and its brand cannot change', async () => {
    const record = faq();
    const calls = server(record);
    const form = await openForm(record.id);
    const brand = (await within(form).findByRole('combobox', { name: 'Brand' })) as HTMLInputElement;
    expect(brand).toBeDisabled();
    expect(brand.value).toBe('Falcon Games');
    expect((within(form).getByLabelText('Question (English)') as HTMLTextAreaElement).value).toBe(record.questionEn);
    expect((within(form).getByLabelText('Answer (Arabic)') as HTMLTextAreaElement).value).toBe(record.answerAr);

    const answer = within(form).getByLabelText('Answer (English)');
    await userEvent.clear(answer);
    await userEvent.type(answer, 'Yes, in 5 days.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.callsTo('PUT', `/api/faqs/${record.id}`)).toHaveLength(1));
    const body = calls.callsTo('PUT', `/api/faqs/${record.id}`)[0]?.body;
    expect(body).toMatchObject({ answerEn: 'Yes, in 5 days.', questionAr: record.questionAr });
    expect(body).not.toHaveProperty('brandId');
    expect(await screen.findByText('The question has been saved.')).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields", async () => {
    const record = faq();
    server(record, () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid',
          details: [{ path: ['questionEn'], key: 'validation.tooBig.string', params: { maximum: 500 } }],
        },
      },
    }));
    const form = await openForm(record.id);
    await userEvent.click(await within(form).findByRole('button', { name: 'Save' }));
    expect(
      await within(fieldOf(form, /^Question \(English\)/)).findByText('String must contain at most 500 character(s)'),
    ).toBeInTheDocument();
  });

  it('shows any other refusal above the form', async () => {
    const record = faq();
    server(record, () => failure(404, 'FAQ_NOT_FOUND'));
    const form = await openForm(record.id);
    await userEvent.click(await within(form).findByRole('button', { name: 'Save' }));
    expect(await within(form).findByTestId('form-error')).toHaveTextContent('FAQ not found.');
  });

  it('speaks Arabic, right to left', async () => {
    const calls = server();
    const form = await openForm('new', { language: 'ar' });
    // Each field writes in its own language's direction, whatever the page's.
    expect(within(form).getByLabelText('السؤال (بالعربية)').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(within(form).getByLabelText('السؤال (بالإنجليزية)').closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    await userEvent.click(within(form).getByRole('button', { name: 'حفظ' }));
    expect(within(fieldOf(form, /^الجواب \(بالعربية\)/)).getByText('أدخله بالإنجليزية أو العربية')).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
  });
});

describe('a brand the admin has not picked yet', () => {
  it('starts on the first brand', async () => {
    const calls = server();
    renderScreen(<FaqsScreen />, { path: '/admin/faq', user: admin });
    await screen.findByText('Do you ship abroad?');
    expect(calls.callsTo('GET', '/api/faqs').at(-1)?.query.get('brandId')).toBe(BRAND_ID);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import { BRAND_ID, page, sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { ok, standInServer, type StandInAnswer } from '../../test/stand-in-server.ts';
import { CasesScreen } from './cases-screen.tsx';
import { CASE_ID, cannedCase, caseListItem, categoryOptions } from './test-records.ts';

const admin = sessionUser(['admin']);
const manager = sessionUser(['brand_manager']);

afterEach(() => vi.unstubAllGlobals());

function server(record = cannedCase(), save?: (body: unknown) => StandInAnswer) {
  const answer = save ?? ((body: unknown) => ok({ ...record, ...(body as object) }));
  return standInServer({
    'GET /api/canned-responses/cases': () => ok(page([caseListItem(record)])),
    'GET /api/canned-responses/cases/:id': () => ok(record),
    'GET /api/canned-responses/categories/options': () => ok(categoryOptions()),
    'GET /api/brands/options': () => ok({ items: [{ id: BRAND_ID, nameEn: 'Falcon Games', nameAr: 'ألعاب الصقر' }] }),
    'POST /api/canned-responses/cases': ({ body }) => answer(body),
    'PUT /api/canned-responses/cases/:id': ({ body }) => answer(body),
  });
}

const TITLES = { en: { new: 'New case', edit: 'Edit case' }, ar: { new: 'حالة جديدة', edit: 'تعديل الحالة' } };

async function openForm(
  id: string,
  { language = 'en', user = admin } = {} as { language?: 'en' | 'ar'; user?: typeof admin },
) {
  renderScreen(<CasesScreen />, {
    path: '/admin/canned-response/case',
    url: `/admin/canned-response/case?edit=${id}`,
    user,
    language,
  });
  const form = await screen.findByRole('dialog', { name: TITLES[language][id === 'new' ? 'new' : 'edit'] });
  // The edit form appears once the case has loaded.
  if (id !== 'new') await within(form).findByRole('button', { name: language === 'en' ? 'Save' : 'حفظ' });
  return form;
}

/** The Input.Wrapper (label, field, error) around a labelled field. */
const fieldOf = (form: HTMLElement, label: RegExp) =>
  within(form).getByText(label, { selector: 'label' }).closest('.mantine-InputWrapper-root') as HTMLElement;

const saveButton = (form: HTMLElement, language: 'en' | 'ar' = 'en') =>
  within(form).getByRole('button', { name: language === 'en' ? 'Save' : 'حفظ' });

/** Replaces a field's text in one go (typing a long address letter by letter re-renders the whole form each time). */
async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

const writes = (calls: ReturnType<typeof server>) => calls.calls.filter((call) => call.method !== 'GET');
const lastPut = (calls: ReturnType<typeof server>) =>
  calls.callsTo('PUT', `/api/canned-responses/cases/${CASE_ID}`).at(-1)?.body as Record<string, unknown> | undefined;

describe('case form', () => {
  it('names every rule an empty case breaks (a title, a category, an image, a document, the brand) before calling the server', async () => {
    const calls = server();
    const form = await openForm('new');
    await userEvent.click(saveButton(form));

    for (const label of [/^Title \(English\)/, /^Title \(Arabic\)/])
      expect(within(fieldOf(form, label)).getByText('Enter it in English or Arabic')).toBeInTheDocument();
    expect(within(fieldOf(form, /^Categories/)).getByText('Choose at least one category')).toBeInTheDocument();
    expect(within(fieldOf(form, /^Product images/)).getByText('Add at least one product image')).toBeInTheDocument();
    expect(within(fieldOf(form, /^Documents/)).getByText('Add at least one document')).toBeInTheDocument();
    expect(within(fieldOf(form, /^Brand/)).getByText('Required')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('says the same in Arabic', async () => {
    server();
    const form = await openForm('new', { language: 'ar' });
    await userEvent.click(saveButton(form, 'ar'));
    expect(
      within(fieldOf(form, /^العنوان \(بالعربية\)/)).getByText('أدخله بالإنجليزية أو العربية'),
    ).toBeInTheDocument();
    expect(within(fieldOf(form, /^صور المنتج/)).getByText('أضف صورة منتج واحدة على الأقل')).toBeInTheDocument();
    expect(within(fieldOf(form, /^المستندات/)).getByText('أضف مستندًا واحدًا على الأقل')).toBeInTheDocument();
  });

  it('is satisfied by a title in one language only, and clears the error on both as soon as one is typed', async () => {
    const calls = server();
    const form = await openForm(CASE_ID);
    const english = within(form).getByLabelText(/^Title \(English\)/);
    const arabic = within(form).getByLabelText(/^Title \(Arabic\)/);
    await userEvent.clear(english);
    await userEvent.clear(arabic);
    await userEvent.click(saveButton(form));
    expect(within(fieldOf(form, /^Title \(English\)/)).getByText('Enter it in English or Arabic')).toBeInTheDocument();

    await userEvent.type(arabic, 'ر');
    expect(within(form).queryByText('Enter it in English or Arabic')).not.toBeInTheDocument();
    await userEvent.click(saveButton(form));
    await waitFor(() => expect(lastPut(calls)).toBeDefined());
    expect(lastPut(calls)).toMatchObject({ titleEn: '', titleAr: 'ر' });
    expect(await screen.findByText('The case has been saved.')).toBeInTheDocument();
  });

  it('refuses a video link that is not one, and embeds a YouTube link', async () => {
    const calls = server();
    const form = await openForm(CASE_ID);
    const link = within(form).getByLabelText(/^Video link/);
    expect((link as HTMLInputElement).value).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

    await replaceText(link, 'https://www.youtube.com/watch?v=nope');
    await userEvent.tab();
    const message = 'Enter a valid video link (YouTube, Vimeo or an https address)';
    expect(within(fieldOf(form, /^Video link/)).getByText(message)).toBeInTheDocument();
    await userEvent.click(saveButton(form));
    expect(writes(calls)).toHaveLength(0);

    await replaceText(link, 'https://youtu.be/M7lc1UVf-VE');
    await userEvent.tab();
    expect(within(form).queryByText(message)).not.toBeInTheDocument();
    expect(within(form).getByTestId('video-embed-note').textContent).toBe(
      'This YouTube video will be embedded in the message.',
    );
    await userEvent.click(saveButton(form));
    await waitFor(() => expect(lastPut(calls)).toBeDefined());
    expect(lastPut(calls)).toMatchObject({
      videoUrl: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
      videoUploadId: null,
    });
  });

  it('says a video link is not valid in Arabic', async () => {
    server();
    const form = await openForm(CASE_ID, { language: 'ar' });
    const link = within(form).getByLabelText(/^رابط الفيديو/);
    await replaceText(link, 'ftp://example.com/clip.mp4');
    await userEvent.tab();
    expect(
      within(fieldOf(form, /^رابط الفيديو/)).getByText('أدخل رابط فيديو صالحًا (يوتيوب أو فيميو أو عنوان https)'),
    ).toBeInTheDocument();
  });

  it('asks for the video of the chosen source, and sends no video when "No video" is chosen', async () => {
    const calls = server();
    const form = await openForm(CASE_ID);
    await userEvent.click(within(form).getByRole('radio', { name: 'Upload a file' }));
    await userEvent.click(saveButton(form));
    expect(within(fieldOf(form, /^Video file/)).getByText('Choose an uploaded video')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await userEvent.click(within(form).getByRole('radio', { name: 'No video' }));
    await userEvent.click(saveButton(form));
    await waitFor(() => expect(lastPut(calls)).toBeDefined());
    expect(lastPut(calls)).toMatchObject({ videoUrl: null, videoUploadId: null });
  });

  it('refuses to save a case whose last image or document was removed', async () => {
    const record: CannedCaseResponse = cannedCase();
    const calls = server(record);
    const form = await openForm(CASE_ID);
    for (const file of [...record.images, ...record.documents])
      await userEvent.click(within(form).getByRole('button', { name: `Remove ${file.originalName}` }));
    await userEvent.click(saveButton(form));
    expect(within(fieldOf(form, /^Product images/)).getByText('Add at least one product image')).toBeInTheDocument();
    expect(within(fieldOf(form, /^Documents/)).getByText('Add at least one document')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it("shows the server's refusal of a file on the field it belongs to", async () => {
    server(cannedCase(), () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          details: [
            { path: ['imageUploadIds', 1], key: 'validation.uploadedImage', message: 'Choose an uploaded image' },
          ],
        },
      },
    }));
    const form = await openForm(CASE_ID);
    await userEvent.click(saveButton(form));
    expect(await within(fieldOf(form, /^Product images/)).findByText('Choose an uploaded image')).toBeInTheDocument();
  });

  it("offers a brand manager no brand: its cases are its brand's", async () => {
    const calls = server();
    const form = await openForm(CASE_ID, { user: manager });
    expect(within(form).queryByRole('combobox', { name: /^Brand/ })).not.toBeInTheDocument();
    expect(within(form).queryByText(/^Brand/, { selector: 'label' })).not.toBeInTheDocument();
    await userEvent.click(saveButton(form));
    await waitFor(() => expect(lastPut(calls)).toBeDefined());
    expect(lastPut(calls)).not.toHaveProperty('brandId');
    expect(calls.callsTo('GET', '/api/brands/options')).toHaveLength(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_ID, brand, page, sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { BrandsScreen } from './brands-screen.tsx';

const admin = sessionUser(['admin']);

afterEach(() => vi.unstubAllGlobals());

function server(record = brand(), save = (body: unknown) => ok({ ...record, ...(body as object) })) {
  return standInServer({
    'GET /api/brands': () => ok(page([record])),
    'GET /api/brands/:id': () => ok(record),
    'POST /api/brands': ({ body }) => save(body),
    'PUT /api/brands/:id': ({ body }) => save(body),
  });
}

const openForm = async (id: string, language: 'en' | 'ar' = 'en') => {
  const title = id === 'new' ? (language === 'en' ? 'New brand' : 'علامة تجارية جديدة') : 'Edit brand';
  renderScreen(<BrandsScreen />, { path: '/admin/brand', url: `/admin/brand?edit=${id}`, user: admin, language });
  return screen.findByRole('dialog', { name: title });
};

/** The Input.Wrapper (label, field, error) around a labelled field. */
const fieldOf = (form: HTMLElement, label: RegExp) =>
  within(form).getByText(label, { selector: 'label' }).closest('.mantine-InputWrapper-root') as HTMLElement;

describe('brand form', () => {
  it('names the required fields, the logo included, before calling the server', async () => {
    const calls = server();
    const form = await openForm('new');
    await userEvent.clear(within(form).getByLabelText(/^Chat button label \(English\)/));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    for (const label of [/^Name \(English\)/, /^Name \(Arabic\)/, /^Email/, /^Logo/, /^Chat button label \(English\)/])
      expect(within(fieldOf(form, label)).getByText('Required')).toBeInTheDocument();
    expect(calls.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('says "Required" in Arabic', async () => {
    server();
    const form = await openForm('new', 'ar');
    await userEvent.click(within(form).getByRole('button', { name: 'حفظ' }));
    expect(within(fieldOf(form, /^الشعار/)).getByText('مطلوب')).toBeInTheDocument();
    expect(within(fieldOf(form, /^الاسم \(بالإنجليزية\)/)).getByText('مطلوب')).toBeInTheDocument();
  });

  it('offers the order manager while none is set', async () => {
    server(brand({ orderManager: null }));
    const form = await openForm(BRAND_ID);
    const select = await within(form).findByLabelText('Order manager');
    expect(select).toBeEnabled();
    expect(within(form).getByText('Choose carefully: it cannot be changed once saved.')).toBeInTheDocument();
  });

  it('locks the order manager once set, and says why', async () => {
    const calls = server(brand({ orderManager: 'salla' }));
    const form = await openForm(BRAND_ID);
    const select = (await within(form).findByLabelText('Order manager')) as HTMLInputElement;
    expect(select).toBeDisabled();
    expect(select.value).toBe('Salla');
    expect(within(form).getByText('The order manager cannot be changed once set.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.callsTo('PUT', `/api/brands/${BRAND_ID}`)).toHaveLength(1));
    expect(calls.callsTo('PUT', `/api/brands/${BRAND_ID}`)[0]?.body).toMatchObject({ orderManager: 'salla' });
  });

  it('never shows the API key: says it is stored, and keeps it when the field is left empty', async () => {
    const calls = server(brand({ apiKeySet: true }));
    const form = await openForm(BRAND_ID);
    const field = (await within(form).findByLabelText(/^API key/)) as HTMLInputElement;
    expect(field.value).toBe('');
    expect(field.type).toBe('password');
    expect(within(form).getByTestId('api-key-state').textContent).toBe('Stored');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.callsTo('PUT', `/api/brands/${BRAND_ID}`)).toHaveLength(1));
    expect(calls.callsTo('PUT', `/api/brands/${BRAND_ID}`)[0]?.body).not.toHaveProperty('apiKey');
    expect(await screen.findByText('The brand has been saved.')).toBeInTheDocument();
  });

  it('sends a newly typed API key, and says "not set" when none is stored', async () => {
    const calls = server(brand({ apiKeySet: false }));
    const form = await openForm(BRAND_ID);
    expect((await within(form).findByTestId('api-key-state')).textContent).toBe('Not set');
    await userEvent.type(within(form).getByLabelText(/^API key/), 'sk_live_123');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.callsTo('PUT', `/api/brands/${BRAND_ID}`)).toHaveLength(1));
    expect(calls.callsTo('PUT', `/api/brands/${BRAND_ID}`)[0]?.body).toMatchObject({ apiKey: 'sk_live_123' });
  });

  it('shows the web view code with a copy button', async () => {
    server();
    const form = await openForm(BRAND_ID);
    expect(await within(form).findByTestId('code-block')).toHaveTextContent('data-widget="wgt_falcon"');
    expect(within(form).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a taken name or e-mail in the reader's language", async () => {
    server(brand(), () => failure(409, 'BRAND_NAME_OR_EMAIL_EXISTS'));
    const form = await openForm(BRAND_ID);
    await userEvent.click(await within(form).findByRole('button', { name: 'Save' }));
    expect(await within(form).findByTestId('form-error')).toHaveTextContent(
      'A brand with the same name or email already exists.',
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_ID, sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { ok, standInServer, type StandInAnswer } from '../../test/stand-in-server.ts';
import { brandOptions, contactSettings, QAMAR } from './contact-form-test-data.ts';
import { ContactFormsScreen } from './contact-forms-screen.tsx';

const admin = sessionUser(['admin']);
const manager = sessionUser(['brand_manager']);

afterEach(() => vi.unstubAllGlobals());

function server(
  save: (body: unknown, brandId: string) => StandInAnswer = (body, brandId) =>
    ok({ ...contactSettings({ brandId }), ...(body as object), updatedAt: '2026-11-21T10:00:00.000Z' }),
) {
  return standInServer({
    'GET /api/brands/options': brandOptions,
    'GET /api/brands/:id/contact-form-settings': ({ params }) =>
      ok(
        params.id === QAMAR
          ? contactSettings({
              brandId: QAMAR,
              messageLabelEn: 'How can we help?',
              notificationEmail: 'hello@qamar.test',
            })
          : contactSettings(),
      ),
    'PUT /api/brands/:id/contact-form-settings': ({ body, params }) => save(body, params.id ?? ''),
  });
}

async function openSettings({ user = admin, language = 'en' as 'en' | 'ar', query = '' } = {}) {
  const view = renderScreen(<ContactFormsScreen />, {
    path: '/admin/contact-forms',
    url: `/admin/contact-forms?tab=settings${query}`,
    user,
    language,
  });
  await screen.findByRole('button', { name: language === 'en' ? 'Save' : 'حفظ' });
  return view;
}

/** The Input.Wrapper (label, field, error) around a labelled field. */
const fieldOf = (label: RegExp) =>
  screen.getByText(label, { selector: 'label' }).closest('.mantine-InputWrapper-root') as HTMLElement;

const puts = (calls: ReturnType<typeof server>) => calls.calls.filter((call) => call.method === 'PUT');

describe('contact form settings', () => {
  it("shows the first brand's texts to an admin, and says they are still the defaults", async () => {
    const calls = server();
    await openSettings();
    expect((screen.getByRole('combobox', { name: 'Brand' }) as HTMLInputElement).value).toBe('Falcon Games');
    expect((screen.getByLabelText(/^Label \(English\)/) as HTMLInputElement).value).toBe('Message');
    expect((screen.getByLabelText(/^Placeholder \(Arabic\)/) as HTMLInputElement).value).toBe('كيف يمكننا مساعدتك؟');
    expect((screen.getByLabelText(/^Success message \(English\)/) as HTMLTextAreaElement).value).toBe(
      'Thank you! We received your message.',
    );
    expect((screen.getByLabelText(/^Notification email/) as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('default-texts')).toBeInTheDocument();
    expect(calls.callsTo('GET', `/api/brands/${BRAND_ID}/contact-form-settings`)).toHaveLength(1);
  });

  it('saves the texts and the notification e-mail, trimmed', async () => {
    const calls = server();
    await openSettings();
    const label = screen.getByLabelText(/^Label \(English\)/);
    await userEvent.clear(label);
    await userEvent.type(label, '  Your question ');
    await userEvent.type(screen.getByLabelText(/^Notification email/), 'support@falcon.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(calls.callsTo('PUT', `/api/brands/${BRAND_ID}/contact-form-settings`)[0]?.body).toEqual({
      messageLabelEn: 'Your question',
      messageLabelAr: 'الرسالة',
      messagePlaceholderEn: 'How can we help you?',
      messagePlaceholderAr: 'كيف يمكننا مساعدتك؟',
      successMessageEn: 'Thank you! We received your message.',
      successMessageAr: 'شكرًا لك! استلمنا رسالتك.',
      notificationEmail: 'support@falcon.test',
    });
    expect(await screen.findByText('The contact form settings have been saved.')).toBeInTheDocument();
    // Saved: the texts are the brand's own now.
    await waitFor(() => expect(screen.queryByTestId('default-texts')).not.toBeInTheDocument());
  });

  it('sends no address when the e-mail is emptied', async () => {
    const calls = server();
    await openSettings({ query: `&brandId=${QAMAR}` });
    const email = screen.getByLabelText(/^Notification email/);
    expect((email as HTMLInputElement).value).toBe('hello@qamar.test');
    await userEvent.clear(email);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(calls.callsTo('PUT', `/api/brands/${QAMAR}/contact-form-settings`)[0]?.body).toMatchObject({
      notificationEmail: null,
    });
  });

  it('names the required texts and a wrong e-mail before calling the server', async () => {
    const calls = server();
    await openSettings();
    await userEvent.clear(screen.getByLabelText(/^Label \(Arabic\)/));
    await userEvent.clear(screen.getByLabelText(/^Success message \(English\)/));
    await userEvent.type(screen.getByLabelText(/^Notification email/), 'support@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(within(fieldOf(/^Label \(Arabic\)/)).getByText('Required')).toBeInTheDocument();
    expect(within(fieldOf(/^Success message \(English\)/)).getByText('Required')).toBeInTheDocument();
    expect(within(fieldOf(/^Notification email/)).getByText('Invalid email')).toBeInTheDocument();
    // The placeholders may stay empty.
    expect(within(fieldOf(/^Placeholder \(English\)/)).queryByText('Required')).not.toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it("puts the server's field errors on their fields", async () => {
    server(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid',
          details: [{ path: ['successMessageAr'], key: 'validation.tooBig.string', params: { maximum: 500 } }],
        },
      },
    }));
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(fieldOf(/^Success message \(Arabic\)/)).findByText('String must contain at most 500 character(s)'),
    ).toBeInTheDocument();
  });

  it("loads another brand's settings when the admin picks it, and keeps the choice in the address", async () => {
    const calls = server();
    const { router } = await openSettings();
    await userEvent.click(screen.getByRole('combobox', { name: 'Brand' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Qamar Electronics', hidden: true }));
    await waitFor(() =>
      expect((screen.getByLabelText(/^Label \(English\)/) as HTMLInputElement).value).toBe('How can we help?'),
    );
    expect(calls.callsTo('GET', `/api/brands/${QAMAR}/contact-form-settings`)).toHaveLength(1);
    expect(new URLSearchParams(router.state.location.search).get('brandId')).toBe(QAMAR);
  });

  it('gives a brand manager its own brand, with nothing to pick', async () => {
    const calls = server();
    await openSettings({ user: manager });
    expect(screen.queryByRole('combobox', { name: 'Brand' })).not.toBeInTheDocument();
    expect(calls.callsTo('GET', `/api/brands/${BRAND_ID}/contact-form-settings`)).toHaveLength(1);
    expect(calls.callsTo('GET', '/api/brands/options')).toHaveLength(0);
  });

  it('speaks Arabic, each text field in its own direction', async () => {
    const calls = server();
    await openSettings({ language: 'ar' });
    expect(screen.getByRole('tab', { name: 'الإعدادات', selected: true })).toBeInTheDocument();
    expect(
      screen
        .getByLabelText(/^العنوان \(بالعربية\)/)
        .closest('[dir]')
        ?.getAttribute('dir'),
    ).toBe('rtl');
    expect(
      screen
        .getByLabelText(/^العنوان \(بالإنجليزية\)/)
        .closest('[dir]')
        ?.getAttribute('dir'),
    ).toBe('ltr');
    await userEvent.clear(screen.getByLabelText(/^رسالة النجاح \(بالعربية\)/));
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(within(fieldOf(/^رسالة النجاح \(بالعربية\)/)).getByText('مطلوب')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen.tsx';
import { LoginScreen } from './login-screen.tsx';

const demoUser = {
  id: 'u1',
  email: 'admin@tawasul.test',
  phone: null,
  name: 'Amal Haddad',
  firstNameEn: 'Amal',
  lastNameEn: 'Haddad',
  firstNameAr: null,
  lastNameAr: null,
  image: null,
  gamerId: null,
  roles: ['admin'],
  brandId: null,
  language: 'en',
  isOnline: true,
};

/** The browser's fetch, answered by a stand-in server for the sign-in call. */
function serverAnswers(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('sign-in form, English', () => {
  it('says which fields are required before calling the server', async () => {
    const calls = serverAnswers(200, { user: demoUser });
    renderScreen(<LoginScreen />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('rejects a malformed e-mail with the contracts message', async () => {
    serverAnswers(200, { user: demoUser });
    renderScreen(<LoginScreen />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
  });

  it('sends the e-mail in lower case and lands on the home of the role', async () => {
    const calls = serverAnswers(200, { user: demoUser });
    renderScreen(<LoginScreen />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'Admin@Tawasul.test');
    await userEvent.type(screen.getByLabelText('Password'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/admin');
    expect(calls[0]?.body).toEqual({ email: 'admin@tawasul.test', password: 'demo12345' });
  });

  it('goes back to the stored redirectUrl after signing in', async () => {
    document.cookie = `authData=${encodeURIComponent(JSON.stringify({ redirectUrl: '/admin/agent?view=7' }))}; path=/`;
    serverAnswers(200, { user: demoUser });
    const { router } = renderScreen(<LoginScreen />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'admin@tawasul.test');
    await userEvent.type(screen.getByLabelText('Password'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/admin/agent?view=7'),
    );
  });

  it('shows refused credentials above the form', async () => {
    serverAnswers(401, { error: { code: 'INVALID_LOGIN_CREDENTIALS', message: 'Invalid login credentials.' } });
    renderScreen(<LoginScreen />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'admin@tawasul.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid login credentials.');
  });

  it("puts the server's field errors on the fields", async () => {
    serverAnswers(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        details: [{ path: ['email'], key: 'validation.invalidEmail', message: 'Invalid email' }],
      },
    });
    renderScreen(<LoginScreen />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'admin@tawasul.test');
    await userEvent.type(screen.getByLabelText('Password'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('sign-in form, Arabic', () => {
  it('names its fields and button in Arabic and says "Required" in Arabic', async () => {
    serverAnswers(200, { user: demoUser });
    renderScreen(<LoginScreen />, { path: '/login', language: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findAllByText('مطلوب')).toHaveLength(2);
    expect(screen.getByLabelText('البريد الإلكتروني')).toBeTruthy();
    expect(screen.getByLabelText('كلمة المرور')).toBeTruthy();
  });

  it('translates the server error by its code', async () => {
    serverAnswers(401, { error: { code: 'INVALID_LOGIN_CREDENTIALS', message: 'Invalid login credentials.' } });
    renderScreen(<LoginScreen />, { path: '/login', language: 'ar' });
    await userEvent.type(screen.getByLabelText('البريد الإلكتروني'), 'admin@tawasul.test');
    await userEvent.type(screen.getByLabelText('كلمة المرور'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect((await screen.findByRole('alert')).textContent).toContain('بيانات تسجيل الدخول غير صحيحة.');
  });

  it('re-renders errors already on screen when the language changes', async () => {
    serverAnswers(200, { user: demoUser });
    const { i18n } = renderScreen(<LoginScreen />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    await i18n.changeLanguage('ar');
    expect(await screen.findByText('بريد إلكتروني غير صالح')).toBeTruthy();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { standInServer } from '../../test/stand-in-server.ts';
import { LoginScreen } from './login-screen.tsx';

/** The stand-in server's signed-in admin, in the contract's shape (a field it lacks is refused as a bad answer). */
const demoUser = sessionUser(['admin'], { phone: null, firstNameAr: null, lastNameAr: null });

/** The browser's fetch, answered by the stand-in server (checked against the contract) for the sign-in call. */
function serverAnswers(status: number, body: unknown) {
  return standInServer({ 'POST /api/auth/sign-in/password': () => ({ status, body }) }).calls;
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
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
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

  it('stays busy once signed in, while the next page loads: nothing can be sent twice', async () => {
    const calls = serverAnswers(200, { user: demoUser });
    const never = new Promise<null>(() => undefined);
    renderScreen(<LoginScreen />, { path: '/login', routes: [{ path: '/admin', loader: () => never, element: null }] });
    await userEvent.type(screen.getByLabelText('Email'), 'admin@tawasul.test');
    await userEvent.type(screen.getByLabelText('Password'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled());
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
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
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials.');
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
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('sign-in form, Arabic', () => {
  it('names its fields and button in Arabic and says "Required" in Arabic', async () => {
    serverAnswers(200, { user: demoUser });
    renderScreen(<LoginScreen />, { path: '/login', language: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findAllByText('مطلوب')).toHaveLength(2);
    expect(screen.getByLabelText('البريد الإلكتروني')).toBeInTheDocument();
    expect(screen.getByLabelText('كلمة المرور')).toBeInTheDocument();
  });

  it('translates the server error by its code', async () => {
    serverAnswers(401, { error: { code: 'INVALID_LOGIN_CREDENTIALS', message: 'Invalid login credentials.' } });
    renderScreen(<LoginScreen />, { path: '/login', language: 'ar' });
    await userEvent.type(screen.getByLabelText('البريد الإلكتروني'), 'admin@tawasul.test');
    await userEvent.type(screen.getByLabelText('كلمة المرور'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('بيانات تسجيل الدخول غير صحيحة.');
  });

  it('re-renders errors already on screen when the language changes', async () => {
    serverAnswers(200, { user: demoUser });
    const { i18n } = renderScreen(<LoginScreen />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    await i18n.changeLanguage('ar');
    expect(await screen.findByText('بريد إلكتروني غير صالح')).toBeInTheDocument();
  });
});

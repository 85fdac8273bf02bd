// The widget's shopper session: a guest's token, a phone sign-in for a bearer session, a cookie session on our origin.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../test/factories.ts';
import { failure, ok, standInServer } from '../test/stand-in-server.ts';
import { renderWidget } from './render-widget.tsx';
import { returningGuest, storedSession } from './widget-stand-in.ts';
import { bootstrapResponse, WIDGET_ID } from './widget-test-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('signing in with a phone', () => {
  it('sends a code, shows the resend wait, verifies for a bearer session and keeps the token', async () => {
    const user = userEvent.setup();
    const customer = sessionUser(['customer'], { name: 'Noura Aziz', phone: '+966550000101' });
    const server = standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/_auth/session': () => ok({ user: null }),
      'POST /api/auth/otp/send': () =>
        ok({ otpSessionId: 'otp-1', channel: 'sms', expiresInSeconds: 300, resendInSeconds: 60 }),
      'POST /api/auth/otp/verify': () => ok({ user: customer, token: 'customer-session-token' }),
      'GET /api/shopper/chats': () => ok({ items: [], total: 0 }),
    });
    renderWidget(`?id=${WIDGET_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Sign in with phone' }));
    await user.type(await screen.findByRole('textbox', { name: /^Phone/ }), '+966 550000101');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByTestId('otp-resend-countdown')).toHaveTextContent(
      /You can request a new code in (60|59) s/,
    );
    expect(server.callsTo('POST', '/api/auth/otp/send')[0]?.body).toEqual({
      purpose: 'sign-in',
      phone: '+966550000101',
    });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Signed in as Noura Aziz')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/auth/otp/verify')[0]?.body).toEqual({
      otpSessionId: 'otp-1',
      code: '123456',
      session: 'bearer',
    });
    expect(storedSession()).toEqual({ kind: 'customer', token: 'customer-session-token', name: 'Noura Aziz' });
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/shopper/chats').at(-1)?.headers.get('authorization')).toBe(
        'Bearer customer-session-token',
      ),
    );
  });

  it('turns Verify off once the code’s attempts are used up, and on again with a new code (issue 22, defect 12)', async () => {
    const user = userEvent.setup();
    const server = standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/_auth/session': () => ok({ user: null }),
      'POST /api/auth/otp/send': () =>
        ok({ otpSessionId: 'otp-1', channel: 'sms', expiresInSeconds: 300, resendInSeconds: 0 }),
      'POST /api/auth/otp/verify': () =>
        failure(429, 'OTP_ATTEMPTS_EXCEEDED', 'Too many wrong attempts. Please request a new code.'),
    });
    renderWidget(`?id=${WIDGET_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in with phone' }));
    await user.type(await screen.findByRole('textbox', { name: /^Phone/ }), '+966550000101');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(server.callsTo('POST', '/api/auth/otp/verify')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
  });

  it('moves a number without an account to sign-up, which sends the name and the Gamer ID', async () => {
    const user = userEvent.setup();
    const customer = sessionUser(['customer'], { name: 'Hessa Saad' });
    const server = standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/_auth/session': () => ok({ user: null }),
      'POST /api/auth/otp/send': ({ body }) =>
        (body as { purpose: string }).purpose === 'sign-in'
          ? failure(404, 'USER_NOT_EXISTS')
          : ok({ otpSessionId: 'otp-2', channel: 'sms', expiresInSeconds: 300, resendInSeconds: 60 }),
      'POST /api/auth/otp/verify': () => ok({ user: customer, token: 'new-customer-token' }),
      'GET /api/shopper/chats': () => ok({ items: [], total: 0 }),
    });
    renderWidget(`?id=${WIDGET_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Sign in with phone' }));
    await user.type(await screen.findByRole('textbox', { name: /^Phone/ }), '+966550000199');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByTestId('sign-up-notice')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Hessa');
    await user.type(screen.getByRole('textbox', { name: /^Gamer ID/ }), 'falcon99');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Signed in as Hessa Saad')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/auth/otp/send')[1]?.body).toEqual({
      purpose: 'sign-up',
      phone: '+966550000199',
    });
    expect(server.callsTo('POST', '/api/auth/otp/verify')[0]?.body).toEqual({
      otpSessionId: 'otp-2',
      code: '654321',
      profile: { firstName: 'Hessa', gamerId: 'falcon99' },
      session: 'bearer',
    });
  });
});

describe('a token the server no longer takes', () => {
  it('is dropped, and the widget goes back home saying why', async () => {
    returningGuest();
    standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/shopper/chats': () => failure(401, 'TOKEN_EXPIRED', 'The token has expired.'),
    });
    renderWidget(`?id=${WIDGET_ID}`);

    expect(await screen.findByText('The token has expired.')).toBeInTheDocument();
    expect(storedSession()).toBeNull();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toBeInTheDocument();
  });
});

describe('a customer signed in on Tawasul’s own origin', () => {
  it('uses its cookie session: no token, no Authorization header', async () => {
    const customer = sessionUser(['customer'], { name: 'Noura Aziz' });
    const server = standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/_auth/session': () => ok({ user: customer }),
      'GET /api/shopper/chats': () => ok({ items: [], total: 0 }),
    });
    renderWidget(`?id=${WIDGET_ID}`);

    expect(await screen.findByText('Signed in as Noura Aziz')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Your name/ })).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/api/shopper/chats')).toHaveLength(1));
    expect(server.callsTo('GET', '/api/shopper/chats')[0]?.headers.get('authorization')).toBeNull();
    expect(server.callsTo('GET', '/api/shopper/chats')[0]?.query.get('widgetId')).toBe(WIDGET_ID);
    expect(storedSession()).toBeNull();
  });
});

// Keeps act() warnings from timers of the last test out of the next one.
afterEach(async () => {
  await act(async () => undefined);
});

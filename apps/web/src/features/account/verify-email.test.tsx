import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { UpdateProfileScreen } from './update-profile-screen.tsx';

// Issue 18: a phone sign-up's e-mail finds orders only once proven by a code, from the customer's own profile.

const customer = sessionUser(['customer'], {
  email: 'lama@shopper.test',
  emailVerified: false,
  phone: '+966559000021',
});
const sent = { otpSessionId: 'otp-7', channel: 'email', expiresInSeconds: 300, resendInSeconds: 60 };

afterEach(() => vi.unstubAllGlobals());

describe('verifying the sign-up e-mail by a code', () => {
  it('sends a code to the account’s e-mail, verifies and applies it: the e-mail is then verified', async () => {
    const server = standInServer({
      'POST /api/users/me/contact/send': () => ok(sent),
      'POST /api/users/me/contact/verify': () => ok({ ok: true }),
      'POST /api/users/me/contact/apply': () => ok({ user: { ...customer, emailVerified: true } }),
    });
    const { queryClient } = renderScreen(<UpdateProfileScreen />, { path: '/user/update-profile', user: customer });
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(
      screen.getByText('Orders placed with this e-mail show in your account once you verify it.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(await screen.findByText('We sent a 6-digit code to lama@shopper.test.')).toBeInTheDocument();
    expect(screen.getByText('You can request a new code in 60 seconds.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/users/me/contact/send')[0]?.body).toEqual({ email: 'lama@shopper.test' });

    await userEvent.type(screen.getAllByLabelText('Code')[0] as HTMLElement, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByText('Your e-mail is verified.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/users/me/contact/verify')[0]?.body).toEqual({
      otpSessionId: 'otp-7',
      code: '123456',
    });
    expect(server.callsTo('POST', '/api/users/me/contact/apply')[0]?.body).toEqual({ otpSessionId: 'otp-7' });
    expect(queryClient.getQueryData<typeof customer>(['session'])?.emailVerified).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('verify-email')).not.toBeInTheDocument());
  });

  it('says a wrong code in Arabic and keeps the e-mail unverified', async () => {
    const server = standInServer({
      'POST /api/users/me/contact/send': () => ok(sent),
      'POST /api/users/me/contact/verify': () => failure(400, 'OTP_INVALID'),
    });
    renderScreen(<UpdateProfileScreen />, { path: '/user/update-profile', user: customer, language: 'ar' });
    expect(screen.getByText('غير موثّق')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إرسال رمز' }));
    await userEvent.type((await screen.findAllByLabelText('الرمز'))[0] as HTMLElement, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'توثيق البريد الإلكتروني' }));
    expect(await screen.findByTestId('form-error')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/users/me/contact/apply')).toEqual([]);
    expect(screen.getByTestId('verify-email')).toBeInTheDocument();
  });

  it('asks nothing of a verified e-mail, nor of staff (who change theirs at /admin/otp)', () => {
    standInServer({});
    renderScreen(<UpdateProfileScreen />, {
      path: '/user/update-profile',
      user: { ...customer, emailVerified: true },
    });
    expect(screen.queryByTestId('verify-email')).not.toBeInTheDocument();
  });
});

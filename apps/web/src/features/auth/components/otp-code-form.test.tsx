import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, standInServer } from '../../../test/stand-in-server.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { OtpCodeForm } from './otp-code-form.tsx';

// Issue 22, defect 12: once the code's attempts are used up, Verify stays off until a new code is sent.

const pending = { purpose: 'sign-in' as const, otpSessionId: 'otp-1', destination: '+966550000101', resendAt: 0 };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the code step', () => {
  it('turns Verify off once the attempts are used up, and on again with a new code', async () => {
    const user = userEvent.setup();
    const calls = standInServer({
      'POST /api/auth/otp/verify': () =>
        failure(429, 'OTP_ATTEMPTS_EXCEEDED', 'Too many wrong attempts. Please request a new code.'),
      'POST /api/auth/otp/send': () =>
        ok({ otpSessionId: 'otp-2', channel: 'sms', expiresInSeconds: 300, resendInSeconds: 60 }),
    });
    renderScreen(<OtpCodeForm pending={pending} onChangeNumber={() => undefined} />, { path: '/otp-login' });

    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many wrong attempts. Please request a new code.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled());
    expect(calls.callsTo('POST', '/api/auth/otp/verify')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
  });

  it('leaves Verify on after a wrong code that may be typed again', async () => {
    const user = userEvent.setup();
    standInServer({ 'POST /api/auth/otp/verify': () => failure(400, 'OTP_INVALID', 'The code is not correct.') });
    renderScreen(<OtpCodeForm pending={pending} onChangeNumber={() => undefined} />, { path: '/otp-login' });

    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not correct.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { AdminOtpScreen } from './admin-otp-screen.tsx';

const admin = sessionUser(['admin']);
const sent = { otpSessionId: 'otp-1', channel: 'sms', expiresInSeconds: 300, resendInSeconds: 60 };

afterEach(() => vi.unstubAllGlobals());

describe('changing e-mail or phone (/admin/otp)', () => {
  it('sends a code to the new phone, verifies it, then applies it', async () => {
    const server = standInServer({
      'POST /api/users/me/contact/send': () => ok(sent),
      'POST /api/users/me/contact/verify': () => ok({ ok: true }),
      'POST /api/users/me/contact/apply': () => ok({ user: { ...admin, phone: '+966511112222' } }),
    });
    const { queryClient } = renderScreen(<AdminOtpScreen />, {
      path: '/admin/otp',
      url: '/admin/otp?channel=phone',
      user: admin,
    });
    expect(screen.getByText('Current: +966500000001')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New phone/), '+966511112222');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 6-digit code to +966511112222.')).toBeInTheDocument();
    expect(screen.getByText('You can request a new code in 60 seconds.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/users/me/contact/send')[0]?.body).toEqual({ phone: '+966511112222' });

    await userEvent.type(screen.getAllByLabelText('Code')[0] as HTMLElement, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(server.callsTo('POST', '/api/users/me/contact/verify')[0]?.body).toEqual({
      otpSessionId: 'otp-1',
      code: '123456',
    });
    expect((await screen.findAllByText('Your phone is now +966511112222.')).length).toBeGreaterThan(0);
    expect(queryClient.getQueryData<typeof admin>(['session'])?.phone).toBe('+966511112222');
  });

  it('shows the spec errors: the same address, and a wrong code', async () => {
    standInServer({
      'POST /api/users/me/contact/send': ({ body }) =>
        (body as { email?: string }).email === 'admin@tawasul.test'
          ? failure(400, 'SAME_AS_CURRENT_EMAIL_OR_PHONE')
          : ok(sent),
      'POST /api/users/me/contact/verify': () => failure(400, 'OTP_INVALID'),
    });
    renderScreen(<AdminOtpScreen />, { path: '/admin/otp', user: admin, language: 'ar' });
    const field = screen.getByLabelText(/^البريد الإلكتروني الجديد/);
    await userEvent.type(field, 'admin@tawasul.test');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'هذا مطابق لبريدك الإلكتروني أو رقم جوالك الحالي.',
    );

    await userEvent.clear(field);
    await userEvent.type(field, 'new@tawasul.test');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    await userEvent.type((await screen.findAllByLabelText('الرمز'))[0] as HTMLElement, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'تحقق' }));
    await waitFor(() => expect(screen.getByTestId('form-error')).toHaveTextContent('الرمز غير صحيح.'));
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { ProfileSettingsScreen } from './profile-settings-screen.tsx';
import { UpdateProfileScreen } from './update-profile-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('sign out everywhere', () => {
  it('in the back office profile: asks first, ends every session, forgets the local one and goes to sign-in', async () => {
    const server = standInServer({ 'POST /api/auth/sign-out-everywhere': () => ok({ ok: true }) });
    const { queryClient } = renderScreen(<ProfileSettingsScreen />, {
      path: '/admin/profile-setting',
      user: sessionUser(['brand_manager']),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Sessions' }));
    expect(screen.getByText(/Ends every session of your account on every device/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(server.callsTo('POST', '/api/auth/sign-out-everywhere')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect((await screen.findByTestId('landed')).textContent).toBe('/login');
    expect(server.callsTo('POST', '/api/auth/sign-out-everywhere')).toHaveLength(1);
    expect(queryClient.getQueryData(['session'])).toBeNull();
    expect(await screen.findByText('You have been signed out on every device.')).toBeInTheDocument();
  });

  it('on the account profile page in Arabic, and a failure keeps the user where it is with the reason', async () => {
    standInServer({
      'POST /api/auth/sign-out-everywhere': () =>
        failure(429, 'RATE_LIMITED', 'محاولات كثيرة جدًا. حاول مرة أخرى بعد 30 ثانية.'),
    });
    const { queryClient } = renderScreen(<UpdateProfileScreen />, {
      path: '/ar/user/update-profile',
      user: sessionUser(['agent']),
      language: 'ar',
    });
    expect(screen.getByRole('heading', { name: 'تسجيل الخروج من كل الأجهزة' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' }));
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل الخروج من كل الأجهزة؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' }));

    expect(await screen.findByTestId('form-error')).toHaveTextContent('محاولات كثيرة جدًا');
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    expect(queryClient.getQueryData(['session'])).not.toBeNull();
  });
});

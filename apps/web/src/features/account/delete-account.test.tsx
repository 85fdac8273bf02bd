import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { DeleteAccountScreen } from './delete-account-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('delete account', () => {
  it('asks first, sends the password, forgets the session and goes to the home page', async () => {
    const server = standInServer({ 'DELETE /api/users/me': () => ok({ ok: true }) });
    const { queryClient } = renderScreen(<DeleteAccountScreen />, {
      path: '/user/delete-account',
      user: sessionUser(['customer']),
    });
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(server.callsTo('DELETE', '/api/users/me')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect((await screen.findByTestId('landed')).textContent).toBe('/');
    expect(server.callsTo('DELETE', '/api/users/me').map((call) => call.body)).toEqual([{ password: 'correct horse' }]);
    expect(queryClient.getQueryData(['session'])).toBeNull();
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
  });

  it('in Arabic: a wrong password keeps the account, the session and the page, with the reason', async () => {
    standInServer({
      'DELETE /api/users/me': () => failure(400, 'INVALID_CURRENT_PASSWORD', 'كلمة المرور الحالية غير صحيحة.'),
    });
    const { queryClient } = renderScreen(<DeleteAccountScreen />, {
      path: '/ar/user/delete-account',
      user: sessionUser(['customer']),
      language: 'ar',
    });
    await userEvent.type(screen.getByLabelText('كلمة المرور'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'حذف الحساب' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف حسابك؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'احذف حسابي' }));

    expect(await screen.findByTestId('form-error')).toHaveTextContent('كلمة المرور الحالية غير صحيحة');
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    expect(queryClient.getQueryData(['session'])).not.toBeNull();
  });
});

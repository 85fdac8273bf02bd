import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useNavigate } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { useErrorMessage } from '../../lib/forms/use-error-message.ts';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { useOverlays } from '../../lib/overlays/overlay-manager.tsx';
import { forgetSession } from '../../lib/session/sign-out.ts';
import { useDeleteAccount } from './api/use-delete-account.ts';
import { AccountPage } from './components/account-page.tsx';

/** `/user/delete-account`: a confirmation, then the server erases the personal data and ends every session. */
export function DeleteAccountScreen() {
  const { t } = useTranslation();
  const overlays = useOverlays();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const deleteAccount = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  const erase = async () => {
    setFormError(null);
    try {
      await deleteAccount.mutateAsync(password ? { password } : {});
    } catch (error) {
      setFormError(errorMessage(error));
      return;
    }
    // The server ended every session of the account; only the local copy is left to forget.
    forgetSession(queryClient);
    notifications.show({ color: 'green', message: t('account.delete.done') });
    await navigate(localePath('/'), { replace: true });
  };

  return (
    <AccountPage title={t('account.delete.title')}>
      <Stack maw={480}>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('account.delete.warning')}
        </Alert>
        <FormError message={formError} />
        <PasswordField
          label={t('common.fields.password')}
          description={t('account.delete.passwordHint')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button
            color="red"
            loading={deleteAccount.isPending}
            onClick={() =>
              overlays.open('confirm', {
                title: t('account.delete.confirmTitle'),
                message: t('account.delete.confirmMessage'),
                confirmLabel: t('account.delete.confirm'),
                danger: true,
                onConfirm: erase,
              })
            }
          >
            {t('account.delete.submit')}
          </Button>
        </Group>
      </Stack>
    </AccountPage>
  );
}

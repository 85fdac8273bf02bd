import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { useOverlays } from '../../lib/overlays/overlay-manager.tsx';
import { useDeleteAccount } from './api/use-delete-account.ts';
import { AccountPage } from './components/account-page.tsx';
import { useSessionsEnding } from './components/use-sessions-ending.ts';

/** `/user/delete-account`: a confirmation, then the server erases the personal data and ends every session. */
export function DeleteAccountScreen() {
  const { t } = useTranslation();
  const overlays = useOverlays();
  const deleteAccount = useDeleteAccount();
  const [password, setPassword] = useState('');
  // The server erases the personal data and ends every session of the account.
  const { formError, endWith } = useSessionsEnding({ done: t('account.delete.done'), to: '/' });
  const erase = () => endWith(() => deleteAccount.mutateAsync(password ? { password } : {}));

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

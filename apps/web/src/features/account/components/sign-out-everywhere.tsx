import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useLocalePath } from '../../../lib/i18n/use-locale-path.ts';
import { useOverlays } from '../../../lib/overlays/overlay-manager.tsx';
import { forgetSession } from '../../../lib/session/sign-out.ts';
import { useSignOutEverywhere } from '../api/use-sign-out-everywhere.ts';

/** "Sign out everywhere": after a confirmation, every session of the account ends; then the sign-in page. */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const overlays = useOverlays();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const signOutEverywhere = useSignOutEverywhere();
  const [formError, setFormError] = useState<string | null>(null);

  const run = async () => {
    setFormError(null);
    try {
      await signOutEverywhere.mutateAsync();
    } catch (error) {
      setFormError(errorMessage(error));
      return;
    }
    // The server ended this session too; only the local copy is left to forget.
    forgetSession(queryClient);
    notifications.show({ color: 'green', message: t('account.sessions.done') });
    await navigate(localePath('/login'), { replace: true });
  };

  return (
    <Stack gap="sm" maw={480}>
      <Title order={2} size="h4">
        {t('account.sessions.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('account.sessions.hint')}
      </Text>
      <FormError message={formError} />
      <Group>
        <Button
          color="red"
          variant="light"
          leftSection={<IconLogout size={16} aria-hidden />}
          loading={signOutEverywhere.isPending}
          onClick={() =>
            overlays.open('confirm', {
              title: t('account.sessions.confirmTitle'),
              message: t('account.sessions.confirmMessage'),
              confirmLabel: t('account.sessions.confirm'),
              danger: true,
              onConfirm: run,
            })
          }
        >
          {t('account.sessions.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

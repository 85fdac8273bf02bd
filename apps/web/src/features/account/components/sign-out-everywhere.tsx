import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { useOverlays } from '../../../lib/overlays/overlay-manager.tsx';
import { useSignOutEverywhere } from '../api/use-sign-out-everywhere.ts';
import { useSessionsEnding } from './use-sessions-ending.ts';

/** "Sign out everywhere": after a confirmation, every session of the account ends; then the sign-in page. */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const overlays = useOverlays();
  const signOutEverywhere = useSignOutEverywhere();
  const { formError, endWith } = useSessionsEnding({ done: t('account.sessions.done'), to: '/login' });
  const run = () => endWith(() => signOutEverywhere.mutateAsync());

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

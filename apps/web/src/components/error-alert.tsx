import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { useErrorMessage } from '../lib/forms/use-error-message.ts';

/** A failed load in the reader's language (`errors.<CODE>`), with a retry when one makes sense. */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="load-error">
      <Stack gap="xs" align="flex-start">
        {errorMessage(error)}
        {onRetry && (
          <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
            {t('common.actions.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

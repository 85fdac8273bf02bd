import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useApplyContact } from '../api/use-change-contact.ts';
import type { PendingContact } from './contact-change.ts';

/** Step 3: the code is verified; applying makes the new address the account's. */
export function ContactApplyStep({
  pending,
  onApplied,
  onStartAgain,
}: {
  pending: PendingContact;
  onApplied: () => void;
  onStartAgain: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const apply = useApplyContact();
  const [formError, setFormError] = useState<string | null>(null);
  const done = pending.channel === 'email' ? 'account.otp.doneEmail' : 'account.otp.donePhone';

  const submit = async () => {
    setFormError(null);
    try {
      await apply.mutateAsync({ otpSessionId: pending.otpSessionId });
      notifications.show({ color: 'green', message: t(done, { destination: pending.destination }) });
      onApplied();
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };

  return (
    <Stack maw={440}>
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
        {pending.channel === 'email'
          ? t('account.otp.applyEmail', { destination: pending.destination })
          : t('account.otp.applyPhone', { destination: pending.destination })}
      </Alert>
      <FormError message={formError} />
      <Group justify="space-between">
        <Button variant="subtle" onClick={onStartAgain}>
          {t('account.otp.startAgain')}
        </Button>
        <Button onClick={() => void submit()} loading={apply.isPending}>
          {t('account.otp.apply')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ChangePasswordBody } from '@tawasul/contracts/auth';
import { FormError } from '../../../components/form-error.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { applyServerValidation, zodValidator } from '../../../lib/forms/zod-form.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useChangePassword } from '../api/use-change-password.ts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** The signed-in password change; the server signs out the account's other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: zodValidator(ChangePasswordBody),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await change.mutateAsync(ChangePasswordBody.parse(values));
      form.reset();
      notifications.show({ color: 'green', message: t('account.password.changed') });
    } catch (error) {
      if (!applyServerValidation(error, form.setErrors, FIELDS)) setFormError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={420}>
        <FormError message={formError} />
        <PasswordField
          label={t('common.fields.currentPassword')}
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label={t('common.fields.newPassword')}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label={t('common.fields.confirmPassword')}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@tawasul/contracts/auth';
import { UpdateProfileBody } from '@tawasul/contracts/users';
import { FormError } from '../../../components/form-error.tsx';
import { applyServerValidation, zodValidator } from '../../../lib/forms/zod-form.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useUpdateProfile } from '../api/use-update-profile.ts';

const FIELDS = ['firstNameEn', 'lastNameEn', 'firstNameAr', 'lastNameAr', 'gamerId'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** An emptied Gamer ID is removed (null); emptied names are saved empty. */
const toBody = ({ gamerId, ...names }: Values) => ({ ...names, gamerId: gamerId.trim() === '' ? null : gamerId });

/** Names in both languages and the Gamer ID; e-mail and phone are shown, not edited (they change by a code). */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      firstNameEn: user.firstNameEn ?? '',
      lastNameEn: user.lastNameEn ?? '',
      firstNameAr: user.firstNameAr ?? '',
      lastNameAr: user.lastNameAr ?? '',
      gamerId: user.gamerId ?? '',
    },
    validate: zodValidator(UpdateProfileBody, toBody),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync(UpdateProfileBody.parse(toBody(values)));
      form.resetDirty();
      notifications.show({ color: 'green', message: t('account.profile.saved') });
    } catch (error) {
      if (!applyServerValidation(error, form.setErrors, FIELDS)) setFormError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('account.profile.firstNameEn')} dir="ltr" {...form.getInputProps('firstNameEn')} />
          <TextInput label={t('account.profile.lastNameEn')} dir="ltr" {...form.getInputProps('lastNameEn')} />
          <TextInput label={t('account.profile.firstNameAr')} dir="rtl" {...form.getInputProps('firstNameAr')} />
          <TextInput label={t('account.profile.lastNameAr')} dir="rtl" {...form.getInputProps('lastNameAr')} />
        </SimpleGrid>
        <TextInput
          label={t('account.profile.gamerId')}
          description={t('common.optional')}
          {...form.getInputProps('gamerId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('common.fields.email')} value={user.email ?? ''} readOnly dir="ltr" variant="filled" />
          <TextInput label={t('common.fields.phone')} value={user.phone ?? ''} readOnly dir="ltr" variant="filled" />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('account.profile.contactHint')}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

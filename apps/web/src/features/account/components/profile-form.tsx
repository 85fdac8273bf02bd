import { Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import type { SessionUser } from '@tawasul/contracts/auth';
import { UpdateProfileBody } from '@tawasul/contracts/users';
import { FormError } from '../../../components/form-error.tsx';
import { uploadIdFromUrl } from '../../../components/image/image-url.ts';
import type { UploadedFile } from '../../../components/upload/upload-dropzone.tsx';
import { applyServerValidation, zodValidator } from '../../../lib/forms/zod-form.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useLocalePath } from '../../../lib/i18n/use-locale-path.ts';
import { useUpdateProfile } from '../api/use-update-profile.ts';
import { ProfileImageField } from './profile-image-field.tsx';
import { VerifyEmail } from './verify-email.tsx';

const FIELDS = ['firstNameEn', 'lastNameEn', 'firstNameAr', 'lastNameAr', 'gamerId', 'imageUploadId'] as const;
type Values = {
  firstNameEn: string;
  lastNameEn: string;
  firstNameAr: string;
  lastNameAr: string;
  gamerId: string;
  image: UploadedFile[];
};

/** The picture of the form's value, from the session's `image` address. */
const imageOf = (user: SessionUser): UploadedFile[] =>
  user.image ? [{ id: uploadIdFromUrl(user.image) ?? user.image, url: user.image }] : [];

/**
 * An emptied Gamer ID is removed (null); emptied names are saved empty. The picture is sent only when it changed:
 * a new upload's id, or null once removed.
 */
const toBody = (user: SessionUser, { gamerId, image, ...names }: Values) => {
  const picked = image[0];
  const imageUploadId = picked ? (picked.url === user.image ? undefined : picked.id) : user.image ? null : undefined;
  return {
    ...names,
    gamerId: gamerId.trim() === '' ? null : gamerId,
    ...(imageUploadId === undefined ? {} : { imageUploadId }),
  };
};

interface ProfileFormProps {
  user: SessionUser;
  /** The back office's profile settings: a profile picture, and e-mail and phone changed through `/admin/otp`. */
  backOffice?: boolean;
}

/** Names in both languages and the Gamer ID; e-mail and phone are shown, not edited (they change by a code). */
export function ProfileForm({ user, backOffice = false }: ProfileFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const localePath = useLocalePath();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      firstNameEn: user.firstNameEn ?? '',
      lastNameEn: user.lastNameEn ?? '',
      firstNameAr: user.firstNameAr ?? '',
      lastNameAr: user.lastNameAr ?? '',
      gamerId: user.gamerId ?? '',
      image: imageOf(user),
    },
    validate: zodValidator<Values>(UpdateProfileBody, (values) => toBody(user, values)),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync(UpdateProfileBody.parse(toBody(user, values)));
      form.setFieldValue('image', imageOf(saved));
      form.resetDirty();
      notifications.show({ color: 'green', message: t('account.profile.saved') });
    } catch (error) {
      if (!applyServerValidation(error, form.setErrors, FIELDS)) setFormError(errorMessage(error));
    }
  });

  const change = (channel: 'email' | 'phone') => (
    <Anchor component={Link} to={localePath(`/admin/otp?channel=${channel}`)} size="sm">
      {channel === 'email' ? t('account.profile.changeEmail') : t('account.profile.changePhone')}
    </Anchor>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={formError} />
        {backOffice && (
          <ProfileImageField
            name={user.name}
            value={form.values.image}
            onChange={(image) => form.setFieldValue('image', image)}
            error={form.errors.imageUploadId}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            required
            label={t('account.profile.firstNameEn')}
            dir="ltr"
            {...form.getInputProps('firstNameEn')}
          />
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
          <Stack gap={4}>
            <TextInput label={t('common.fields.email')} value={user.email ?? ''} readOnly dir="ltr" variant="filled" />
            {backOffice && change('email')}
            {!backOffice && user.email && !user.emailVerified && <VerifyEmail email={user.email} />}
          </Stack>
          <Stack gap={4}>
            <TextInput label={t('common.fields.phone')} value={user.phone ?? ''} readOnly dir="ltr" variant="filled" />
            {backOffice && change('phone')}
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {backOffice ? t('account.profile.contactChangeHint') : t('account.profile.contactHint')}
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

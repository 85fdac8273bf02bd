import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { UserAvatar } from '../../../components/avatar/user-avatar.tsx';
import { imageUrl, uploadIdFromUrl } from '../../../components/image/image-url.ts';
import { UploadDropzone, type UploadedFile } from '../../../components/upload/upload-dropzone.tsx';

/** The profile picture: the avatar as others see it, and a dropzone to replace or remove it. */
export function ProfileImageField({
  name,
  value,
  onChange,
  error,
}: {
  name: string;
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  const picture = value[0];
  const id = picture ? uploadIdFromUrl(picture.url) : null;
  const src = picture
    ? id
      ? imageUrl(id, { format: 'webp', fit: 'cover', width: 192, height: 192 })
      : picture.url
    : null;
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <UserAvatar name={name} src={src} size="3xl" />
      <Stack style={{ flex: 1 }} miw={0}>
        <UploadDropzone
          kind="image"
          label={t('account.profile.image')}
          description={t('account.profile.imageHint')}
          value={value}
          onChange={onChange}
          error={error}
        />
      </Stack>
    </Group>
  );
}

import { ActionIcon, Anchor, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFile, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { isUploadId } from '../image/image-url.ts';
import { OptimizedImage } from '../image/optimized-image.tsx';
import classes from './upload-dropzone.module.css';

export interface UploadedFile {
  id: string;
  url: string;
  name?: string;
}

/** A file on its way up, or one that was refused (too large, wrong type, server error). */
export interface PendingUpload {
  key: number;
  name: string;
  /** A local preview (object URL) of an image, while it uploads. */
  preview: string | null;
  progress: number;
  /** A translation key and its values, rendered when shown so it follows a language switch. */
  error: { key: string; params?: Record<string, string | number> } | null;
}

const THUMB = 96;

function RemoveButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      className={classes.remove}
      size="sm"
      radius="xl"
      color="dark"
      variant="filled"
      aria-label={t('common.upload.remove', { name })}
      onClick={onClick}
    >
      <IconX size={14} />
    </ActionIcon>
  );
}

export function UploadedPreview({
  file,
  image,
  onRemove,
}: {
  file: UploadedFile;
  image: boolean;
  onRemove?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const name = file.name ?? t('common.upload.file');
  return (
    <Paper withBorder className={classes.thumb} w={image ? THUMB : undefined} data-testid="upload-preview">
      {image ? (
        <OptimizedImage
          uploadId={isUploadId(file.id) ? file.id : null}
          src={file.url}
          alt={name}
          width={THUMB}
          height={THUMB}
          radius={6}
        />
      ) : (
        // Room at the end of the line for the remove button, which would otherwise cover the file's name.
        <Group gap={6} p="xs" pe={onRemove ? 36 : 'xs'} wrap="nowrap">
          <IconFile size={18} />
          <Anchor href={file.url} size="sm" target="_blank" rel="noreferrer" lineClamp={1}>
            {name}
          </Anchor>
        </Group>
      )}
      {onRemove && <RemoveButton name={name} onClick={onRemove} />}
    </Paper>
  );
}

export function PendingPreview({ item, onDismiss }: { item: PendingUpload; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder className={classes.thumb} w={item.error ? '100%' : THUMB} data-testid="upload-pending">
      {item.error ? (
        <Group gap="xs" p="xs" wrap="nowrap" pe={36} role="alert">
          <IconAlertCircle size={18} color="var(--mantine-color-red-6)" style={{ flexShrink: 0 }} />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={500} lineClamp={1}>
              {item.name}
            </Text>
            <Text size="sm" c="red">
              {t(item.error.key, item.error.params)}
            </Text>
          </Stack>
        </Group>
      ) : (
        <Stack gap={4} p={4} h={THUMB} justify="flex-end">
          {item.preview ? (
            <img src={item.preview} alt="" className={classes.localPreview} />
          ) : (
            <Text size="xs" lineClamp={2}>
              {item.name}
            </Text>
          )}
          <Progress
            value={item.progress}
            size="sm"
            aria-label={t('common.upload.progress', { name: item.name, percent: item.progress })}
            className={classes.progress}
          />
        </Stack>
      )}
      {item.error && <RemoveButton name={item.name} onClick={onDismiss} />}
    </Paper>
  );
}

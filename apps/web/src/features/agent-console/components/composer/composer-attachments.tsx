import { ActionIcon, Group, Paper } from '@mantine/core';
import { IconAlertCircle, IconFile, IconMovie, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n/use-translation.tsx';
import { UploadStatus } from '../../../../components/chat/upload-status.tsx';
import type { UploadItem } from '../../../../lib/uploads/use-upload-queue.ts';
import classes from './composer.module.css';

function AttachmentCard({ item, onRemove }: { item: UploadItem; onRemove: () => void }) {
  const { t } = useTranslation();
  const Icon = item.kind === 'video' ? IconMovie : IconFile;
  return (
    <Paper
      withBorder
      className={classes.attachment}
      data-problem={item.problem ? true : undefined}
      data-testid="composer-attachment"
      role={item.problem ? 'alert' : undefined}
    >
      <Group gap="xs" wrap="nowrap" p={6} pe={32}>
        {item.problem ? (
          <IconAlertCircle size={18} color="var(--mantine-color-red-6)" className={classes.attachmentIcon} />
        ) : item.preview ? (
          <img src={item.preview} alt="" className={classes.attachmentPreview} />
        ) : (
          <Icon size={18} className={classes.attachmentIcon} />
        )}
        <UploadStatus
          item={item}
          problem={item.problem ? t(item.problem.key, item.problem.params) : null}
          progressLabel={t('agentConsole.composer.uploading', { name: item.name, percent: item.progress })}
        />
      </Group>
      <ActionIcon
        className={classes.attachmentRemove}
        size="sm"
        variant="subtle"
        color="gray"
        aria-label={t('agentConsole.composer.removeFile', { name: item.name })}
        onClick={onRemove}
      >
        <IconX size={14} />
      </ActionIcon>
    </Paper>
  );
}

/** The files going with the next message, each with its progress or its refusal, removable before sending. */
export function ComposerAttachments({ items, onRemove }: { items: UploadItem[]; onRemove: (key: number) => void }) {
  if (items.length === 0) return null;
  return (
    <Group gap="xs" className={classes.attachments}>
      {items.map((item) => (
        <AttachmentCard key={item.key} item={item} onRemove={() => onRemove(item.key)} />
      ))}
    </Group>
  );
}

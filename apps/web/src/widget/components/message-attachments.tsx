import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileText } from './icons.tsx';
import { useWidgetText } from '../app/widget-i18n.ts';
import type { MessageAttachment } from '@tawasul/contracts/chats';
import classes from './widget.module.css';

const sizeOf = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Images open full size in a new tab, documents download, videos and embedded players play in the chat. */
export function MessageAttachments({ attachments }: { attachments: readonly MessageAttachment[] }) {
  const { t } = useWidgetText();
  if (attachments.length === 0) return null;
  return (
    <Stack gap={6} data-testid="message-attachments">
      {attachments.map((item) => {
        if (item.kind === 'image') {
          return (
            <a
              key={item.url}
              href={item.url}
              target="_blank"
              rel="noreferrer"
              aria-label={t('widget.chat.attachments.image', { name: item.name })}
            >
              <img src={item.url} alt={item.name} className={classes.thumbnail} loading="lazy" />
            </a>
          );
        }
        if (item.kind === 'video') {
          return (
            <video
              key={item.url}
              src={item.url}
              controls
              preload="metadata"
              className={classes.video}
              aria-label={t('widget.chat.attachments.video', { name: item.name })}
            />
          );
        }
        if (item.kind === 'embed') {
          return (
            <iframe
              key={item.url}
              src={item.url}
              title={t('widget.chat.attachments.video', {
                name: item.name || t('widget.chat.attachments.embeddedVideo'),
              })}
              className={classes.video}
              style={{ aspectRatio: '16 / 9', border: 0 }}
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
              loading="lazy"
            />
          );
        }
        return (
          <Anchor
            key={item.url}
            href={item.url}
            download={item.name}
            c="inherit"
            aria-label={t('widget.chat.attachments.download', { name: item.name })}
          >
            <Group gap={6} wrap="nowrap" component="span">
              <IconFileText size={18} aria-hidden />
              <Text span size="sm" truncate dir="auto">
                {item.name}
              </Text>
              <Text span size="xs" dir="ltr" style={{ opacity: 0.75 }}>
                {sizeOf(item.size)}
              </Text>
              <IconDownload size={16} aria-hidden />
            </Group>
          </Anchor>
        );
      })}
    </Stack>
  );
}

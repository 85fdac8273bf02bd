import {
  ActionIcon,
  Anchor,
  AspectRatio,
  Group,
  Image,
  Modal,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageAttachment } from '@tawasul/contracts/chats';
import { OptimizedImage } from '../../../components/image/optimized-image.tsx';
import classes from './agent-console.module.css';

const sizeOf = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The picture at its full size over the page; Escape or the close button returns to the chat. */
function Lightbox({ image, onClose }: { image: MessageAttachment | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      size="auto"
      centered
      title={image?.name}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      classNames={{ title: classes.lightboxTitle }}
    >
      {image && (
        <Stack gap="sm" align="center">
          <Image src={image.url} alt={image.name} className={classes.lightboxImage} fit="contain" />
          <Group gap="md">
            <Anchor href={image.url} download={image.name} size="sm">
              <Group gap={4} component="span">
                <IconDownload size={16} />
                {t('agentConsole.attachments.download')}
              </Group>
            </Anchor>
            <Anchor href={image.url} target="_blank" rel="noreferrer" size="sm">
              <Group gap={4} component="span">
                <IconExternalLink size={16} />
                {t('agentConsole.attachments.openOriginal')}
              </Group>
            </Anchor>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Images as previews that open in a lightbox, documents to download, videos and embedded players to watch. */
export function MessageAttachments({ attachments }: { attachments: readonly MessageAttachment[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<MessageAttachment | null>(null);
  if (attachments.length === 0) return null;
  const images = attachments.filter((item) => item.kind === 'image');
  const documents = attachments.filter((item) => item.kind === 'document');
  const videos = attachments.filter((item) => item.kind === 'video' || item.kind === 'embed');
  return (
    <Stack gap="xs" data-testid="message-attachments">
      {images.length > 0 && (
        <Group gap={6}>
          {images.map((image) => (
            <UnstyledButton
              key={image.url}
              onClick={() => setShown(image)}
              aria-label={t('agentConsole.attachments.viewImage', { name: image.name })}
              className={classes.thumbnail}
              data-testid="image-preview"
            >
              <OptimizedImage
                uploadId={image.uploadId}
                src={image.url}
                alt={image.name}
                width={160}
                height={120}
                radius={8}
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
      {documents.map((document) => (
        <Paper key={document.url} withBorder radius="md" p="xs" className={classes.document}>
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" color="gray" size="lg">
              <IconFileText size={18} />
            </ThemeIcon>
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" truncate dir="auto">
                {document.name}
              </Text>
              <Text size="xs" c="dimmed" dir="ltr" ta="start">
                {sizeOf(document.size)}
              </Text>
            </Stack>
            <ActionIcon
              component="a"
              href={document.url}
              download={document.name}
              variant="subtle"
              color="gray"
              aria-label={t('agentConsole.attachments.downloadNamed', { name: document.name })}
              title={t('agentConsole.attachments.downloadNamed', { name: document.name })}
            >
              <IconDownload size={18} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {videos.map((video) =>
        video.kind === 'video' ? (
          <AspectRatio key={video.url} ratio={16 / 9} className={classes.video}>
            <video
              src={video.url}
              controls
              preload="metadata"
              aria-label={t('agentConsole.attachments.videoOf', { name: video.name })}
              style={{ borderRadius: 8, background: 'black' }}
            />
          </AspectRatio>
        ) : (
          <AspectRatio key={video.url} ratio={16 / 9} className={classes.video}>
            <iframe
              src={video.url}
              title={t('agentConsole.attachments.videoOf', {
                name: video.name || t('agentConsole.attachments.embeddedVideo'),
              })}
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              // YouTube refuses to play without the page's origin as referrer.
              referrerPolicy="strict-origin-when-cross-origin"
              sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
              loading="lazy"
              style={{ border: 0, borderRadius: 8 }}
            />
          </AspectRatio>
        ),
      )}
      <Lightbox image={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}

import { Anchor, AspectRatio, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MessageAttachment } from '@tawasul/contracts/chats';
import { OptimizedImage } from '../../../components/image/optimized-image.tsx';

const sizeOf = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Images as thumbnails that open the original, documents to download, videos and embedded players to watch. */
export function MessageAttachments({ attachments }: { attachments: readonly MessageAttachment[] }) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  const images = attachments.filter((item) => item.kind === 'image');
  const documents = attachments.filter((item) => item.kind === 'document');
  const videos = attachments.filter((item) => item.kind === 'video' || item.kind === 'embed');
  return (
    <Stack gap="xs" data-testid="message-attachments">
      {images.length > 0 && (
        <SimpleGrid cols={Math.min(images.length, 3)} spacing={6}>
          {images.map((image) => (
            <Anchor key={image.url} href={image.url} target="_blank" rel="noreferrer" aria-label={image.name}>
              <OptimizedImage
                uploadId={image.uploadId}
                src={image.url}
                alt={image.name}
                width={140}
                height={105}
                radius={8}
              />
            </Anchor>
          ))}
        </SimpleGrid>
      )}
      {documents.map((document) => (
        <Paper key={document.url} withBorder radius="md" p="xs">
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
            <Anchor
              href={document.url}
              download={document.name}
              aria-label={t('customerArea.transcript.download', { name: document.name })}
              title={t('customerArea.transcript.download', { name: document.name })}
            >
              <IconDownload size={18} />
            </Anchor>
          </Group>
        </Paper>
      ))}
      {videos.map((video) =>
        video.kind === 'video' ? (
          <AspectRatio key={video.url} ratio={16 / 9} maw={360}>
            <video
              src={video.url}
              controls
              preload="metadata"
              aria-label={t('customerArea.transcript.videoOf', { name: video.name })}
              style={{ borderRadius: 8, background: 'black' }}
            />
          </AspectRatio>
        ) : (
          <AspectRatio key={video.url} ratio={16 / 9} maw={360}>
            <iframe
              src={video.url}
              title={t('customerArea.transcript.videoOf', {
                name: video.name || t('customerArea.transcript.embeddedVideo'),
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
    </Stack>
  );
}

import { Anchor, AspectRatio, Group, Stack, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MessageAttachment } from '@tawasul/contracts/chats';
import type { ChatTexts } from './chat-texts.ts';
import { ChatVideo } from './chat-video.tsx';
import { DocumentCard } from './document-card.tsx';
import classes from './chat.module.css';

/**
 * This file uses Mantine and the outline icons only: the widget's page, which every store loads, imports it too
 * (neither Zod nor the back office's icon set).
 */

const THUMBNAIL = { width: 140, height: 105 } as const;

const sizeOf = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A picture as a plain `<img>`: the widget's; the back office draws it through the image optimiser. */
function PlainPicture({ image, width, height }: { image: MessageAttachment; width: number; height: number }) {
  return (
    <img
      src={image.url}
      alt={image.name}
      width={width}
      height={height}
      loading="lazy"
      className={classes.picture}
      style={{ width, height }}
    />
  );
}

export interface MessageAttachmentsProps {
  attachments: readonly MessageAttachment[];
  texts: ChatTexts;
  /** How a picture is drawn at its thumbnail size; a plain `<img>` unless the surface has better. */
  renderPicture?: (image: MessageAttachment, size: typeof THUMBNAIL) => ReactNode;
  /** Given, a picture is a button that opens it here (the console's lightbox); else a link to it in a new tab. */
  onOpenImage?: (image: MessageAttachment) => void;
}

/**
 * A message's files as every chat surface shows them: pictures as thumbnails, documents to download with their size,
 * videos and embedded players (YouTube, Vimeo) to watch in the chat.
 */
export function MessageAttachments({ attachments, texts, renderPicture, onOpenImage }: MessageAttachmentsProps) {
  if (attachments.length === 0) return null;
  const images = attachments.filter((item) => item.kind === 'image');
  const documents = attachments.filter((item) => item.kind === 'document');
  const videos = attachments.filter((item) => item.kind === 'video' || item.kind === 'embed');
  const picture = (image: MessageAttachment) =>
    renderPicture ? renderPicture(image, THUMBNAIL) : <PlainPicture image={image} {...THUMBNAIL} />;
  const imageLabel = (image: MessageAttachment) => texts.openImage?.(image.name) ?? image.name;
  return (
    <Stack gap="xs" data-testid="message-attachments">
      {images.length > 0 && (
        <Group gap={6}>
          {images.map((image) =>
            onOpenImage ? (
              <UnstyledButton
                key={image.url}
                onClick={() => onOpenImage(image)}
                aria-label={imageLabel(image)}
                className={classes.thumbnail}
                data-testid="image-preview"
              >
                {picture(image)}
              </UnstyledButton>
            ) : (
              <Anchor
                key={image.url}
                href={image.url}
                target="_blank"
                rel="noreferrer"
                aria-label={imageLabel(image)}
                className={classes.thumbnail}
              >
                {picture(image)}
              </Anchor>
            ),
          )}
        </Group>
      )}
      {documents.map((document) => (
        <DocumentCard
          key={document.url}
          name={document.name}
          size={sizeOf(document.size)}
          url={document.url}
          downloadLabel={texts.download(document.name)}
        />
      ))}
      {videos.map((video) => (
        <AspectRatio key={video.url} ratio={16 / 9} className={classes.video}>
          <ChatVideo
            kind={video.kind === 'video' ? 'video' : 'embed'}
            url={video.url}
            label={video.kind === 'video' ? texts.video(video.name) : texts.video(video.name || texts.embeddedVideo)}
          />
        </AspectRatio>
      ))}
    </Stack>
  );
}

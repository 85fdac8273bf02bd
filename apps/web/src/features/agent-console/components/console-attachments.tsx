import { Anchor, Group, Image, Modal, Stack } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { MessageAttachment } from '@tawasul/contracts/chats';
import { chatTexts } from '../../../components/chat/chat-texts.ts';
import { MessageAttachments } from '../../../components/chat/message-attachments.tsx';
import { optimizedPicture } from '../../../components/chat/optimized-picture.tsx';
import classes from './agent-console.module.css';

const CHAT_TEXT_KEYS = {
  downloadKey: 'agentConsole.attachments.downloadNamed',
  videoKey: 'agentConsole.attachments.videoOf',
  embeddedVideoKey: 'agentConsole.attachments.embeddedVideo',
  openImageKey: 'agentConsole.attachments.viewImage',
  deletedKey: 'chats.history.deleted',
  editedKey: 'agentConsole.message.edited',
};

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

/** A message's files in the console (`components/chat`), its pictures opening in a lightbox. */
export function ConsoleAttachments({ attachments }: { attachments: readonly MessageAttachment[] }) {
  const { t } = useTranslation();
  const texts = useMemo(() => chatTexts(t, CHAT_TEXT_KEYS), [t]);
  const [shown, setShown] = useState<MessageAttachment | null>(null);
  if (attachments.length === 0) return null;
  return (
    <>
      <MessageAttachments
        attachments={attachments}
        texts={texts}
        renderPicture={optimizedPicture}
        onOpenImage={setShown}
      />
      <Lightbox image={shown} onClose={() => setShown(null)} />
    </>
  );
}

import { Badge } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { MessageResponse } from '@tawasul/contracts/chats';
import { isShopperMessage } from '../../../components/chat/message-rules.ts';
import { useTranscriptWords } from '../../../components/chat/transcript-reader.ts';
import { Transcript, type TranscriptReader } from '../../../components/chat/transcript.tsx';

/**
 * How Chat Management reads a chat (`components/chat`): the shopper's messages at the start of the line, the team's
 * at the end, canned responses and internal notes marked.
 */
export function useChatReader(shopperName: string): TranscriptReader {
  const { t, texts, systemText, personName } = useTranscriptWords('chats.history', 'staff');
  return useMemo<TranscriptReader>(
    () => ({
      texts,
      isMine: (message) => !isShopperMessage(message),
      authorOf: (message) =>
        isShopperMessage(message)
          ? message.author.name || shopperName
          : personName(message) || t(`chats.authors.${message.author.kind}`),
      badgesOf: (message) => (
        <>
          {message.kind === 'canned' && message.deletedAt === null && (
            <Badge size="xs" variant="light" color="grape">
              {t('chats.history.canned')}
            </Badge>
          )}
          {message.internal && (
            <Badge size="xs" variant="light" color="yellow" leftSection={<IconNote size={11} />}>
              {t('chats.history.internalNote')}
            </Badge>
          )}
        </>
      ),
      systemText,
    }),
    [t, texts, systemText, personName, shopperName],
  );
}

/** The conversation as it happened, read-only. */
export function ChatTranscript({
  messages,
  shopperName,
}: {
  messages: readonly MessageResponse[];
  shopperName: string;
}) {
  const reader = useChatReader(shopperName);
  return <Transcript messages={messages} reader={reader} />;
}

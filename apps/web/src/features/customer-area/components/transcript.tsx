import { useMemo } from 'react';
import { isShopperMessage } from '../../../components/chat/message-rules.ts';
import { useTranscriptWords } from '../../../components/chat/transcript-reader.ts';
import type { TranscriptReader } from '../../../components/chat/transcript.tsx';

/**
 * How the customer reads a chat they had (`components/chat`): their own messages at the end of the line, the brand's
 * at the start, the system's lines worded for the customer.
 */
export function useCustomerReader(brandName: string): TranscriptReader {
  const { t, texts, systemText, personName } = useTranscriptWords('customerArea.transcript', 'customer');
  return useMemo<TranscriptReader>(
    () => ({
      texts,
      isMine: isShopperMessage,
      authorOf: (message) =>
        isShopperMessage(message)
          ? t('customerArea.transcript.you')
          : message.author.kind === 'system'
            ? // The brand's own words (welcome and waiting messages) carry no person.
              brandName
            : // The agent's Arabic name in Arabic, when it has one.
              personName(message) ||
              (message.author.kind === 'agent'
                ? t('customerArea.transcript.agent')
                : t('customerArea.transcript.team')),
      systemText,
    }),
    [t, texts, systemText, personName, brandName],
  );
}

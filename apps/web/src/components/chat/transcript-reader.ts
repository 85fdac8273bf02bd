import { useMemo } from 'react';
import type { MessageResponse } from '@tawasul/contracts/chats';
import { useLocalized } from '../../lib/i18n/use-localized.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { chatTexts } from './chat-texts.ts';
import { useSystemText } from './use-chat-words.ts';

/**
 * What the back office and the customer area's readers of a past chat (`transcript.tsx`) share: the transcript's
 * texts, kept by each under one prefix of the app's translator (`${prefix}.download`, `.videoOf`, `.embeddedVideo`,
 * `.deleted`, `.edited`); the system lines worded for the reader; and a person of the team by their name in the
 * reader's language (empty when they have none). Not for the widget: it reads the app's translator.
 */
export function useTranscriptWords(prefix: string, audience: 'staff' | 'customer') {
  const { t } = useTranslation();
  const localized = useLocalized();
  const systemText = useSystemText(audience);
  return useMemo(
    () => ({
      t,
      texts: chatTexts(t, {
        downloadKey: `${prefix}.download`,
        videoKey: `${prefix}.videoOf`,
        embeddedVideoKey: `${prefix}.embeddedVideo`,
        deletedKey: `${prefix}.deleted`,
        editedKey: `${prefix}.edited`,
      }),
      systemText,
      personName: (message: MessageResponse) => localized(message.author.name, message.author.nameAr),
    }),
    [t, localized, systemText, prefix],
  );
}

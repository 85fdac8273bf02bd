import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import type { ChatResponse, ChatShopper, MessageResponse } from '@tawasul/contracts/chats';
import { useIsolate } from '../../lib/i18n/bidi.ts';
import { systemLine } from '../../lib/i18n/system-params.ts';

/**
 * How the back office and the agent console name a chat, its customer and its system lines (the names from the
 * `chats` texts both register). Not for the widget, which has its own translator.
 */

/** The customer's name, else its phone or e-mail, else "Guest" for a visitor who gave none. */
export function useShopperName(): (shopper: ChatShopper) => string {
  const { t } = useTranslation();
  return useCallback((shopper) => shopper.name || shopper.phone || shopper.email || t('chats.guest'), [t]);
}

/** `#1042`: how people say a chat's number. */
export function useChatNumber(): (chat: Pick<ChatResponse, 'number'>) => string {
  const { t } = useTranslation();
  return useCallback(({ number }) => t('chats.number', { number }), [t]);
}

/**
 * A system line as the staff (or, in the customer area, the customer) read it, in the interface's language
 * (contracts' `system-messages.ts`).
 */
export function useSystemText(
  audience: 'staff' | 'customer' = 'staff',
): (message: Pick<MessageResponse, 'systemKey' | 'systemParams'>) => string {
  const { i18n } = useTranslation();
  const { isolateAll } = useIsolate();
  return useCallback(
    (message) => systemLine(audience, i18n.language, message, isolateAll),
    [audience, i18n, isolateAll],
  );
}

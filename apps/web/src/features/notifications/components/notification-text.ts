import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { NotificationResponse } from '@tawasul/contracts/chats';
import { useIsolate } from '../../../lib/i18n/bidi.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** An item of the notification centre as one sentence in the reader's language, per kind. */
export function useNotificationText(): (notification: NotificationResponse) => string {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { isolateAll } = useIsolate();
  return useCallback(
    ({ kind, params }) => {
      const title = localized(text(params.titleEn), text(params.titleAr)) || text(params.word);
      // A person's name has an Arabic twin when the person has an Arabic name (`toAr`, `fromAr`).
      const to = localized(text(params.to), text(params.toAr)) || text(params.to);
      const from = localized(text(params.from), text(params.fromAr)) || text(params.from);
      const values = isolateAll({ ...params, title, to, from });
      if (kind === 'chat_transferred' && !params.from)
        return t('notifications.kinds.chat_transferredFromQueue', values);
      if (kind === 'customer_message' && !params.name) return t('notifications.kinds.customer_messageGuest', values);
      // A count (a delay's minutes) picks the sentence's plural form.
      const count = typeof params.minutes === 'number' ? { count: params.minutes } : {};
      return t(`notifications.kinds.${kind}`, { ...values, ...count });
    },
    [t, localized, isolateAll],
  );
}

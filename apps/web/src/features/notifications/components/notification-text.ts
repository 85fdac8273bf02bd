import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
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
      const values = isolateAll({ ...params, title });
      if (kind === 'customer_message' && !params.name) return t('notifications.kinds.customer_messageGuest', values);
      return t(`notifications.kinds.${kind}`, values);
    },
    [t, localized, isolateAll],
  );
}

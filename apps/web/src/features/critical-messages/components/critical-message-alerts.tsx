import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useNavigate } from 'react-router';
import type { CriticalMessageResponse } from '@tawasul/contracts/chats';
import { useBrandOptions } from '../../../lib/brands/use-brand-options.ts';
import { useIsolate } from '../../../lib/i18n/bidi.ts';
import { useLocalePath } from '../../../lib/i18n/use-locale-path.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useSocketEvent } from '../../../lib/realtime/use-socket-event.ts';
import { chatHistoryPath } from './chat-link.ts';

/**
 * DESIGN.md section 4: a shopper's message holds a critical word, and whoever watches the brand hears of it at once,
 * on any back-office screen: a toast with the word's title and description in the reader's language, and the way to
 * the chat. Mounted once by the back-office layout; renders nothing itself.
 */
export function CriticalMessageAlerts() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  // The brand named in the reader's language (a brand manager's options hold its own brand).
  const brands = useBrandOptions();
  const { isolate } = useIsolate();

  useSocketEvent('critical:created', (item: CriticalMessageResponse) => {
    const brand = brands.data.find((option) => option.value === item.brandId)?.label ?? item.brandName;
    const description = localized(item.descriptionEn, item.descriptionAr);
    const path = localePath(chatHistoryPath(item.chatId));
    notifications.show({
      id: `critical-${item.id}`,
      color: 'red',
      icon: <IconAlertTriangle size={18} />,
      title: t('criticalMessages.toast.title', { title: localized(item.titleEn, item.titleAr) || item.word }),
      'data-testid': 'critical-toast',
      message: (
        <Stack gap={4}>
          {description && <Text size="sm">{description}</Text>}
          <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
            {item.excerpt}
          </Text>
          <Text size="xs" c="dimmed">
            {t('criticalMessages.toast.chat', { number: item.chatNumber, brand: isolate(brand) })}
          </Text>
          <Anchor
            href={path}
            size="sm"
            onClick={(event) => {
              event.preventDefault();
              notifications.hide(`critical-${item.id}`);
              void navigate(path);
            }}
          >
            {t('criticalMessages.toast.open')}
          </Anchor>
        </Stack>
      ),
    });
  });
  return null;
}

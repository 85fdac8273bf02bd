import { Center, Drawer, Loader, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { WIDGET_FRAME_PATH, type WidgetFrameMessage, type WidgetFrameQuery } from '@tawasul/contracts/widget';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { currentLanguage } from '../../../lib/i18n/language.ts';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import { useShopperChat } from '../api/use-shopper-chats.ts';
import { useBrandName } from './customer-texts.ts';

interface LiveChatDrawerProps {
  id: string | null;
  onClose: () => void;
}

/**
 * The widget app's address for a chat in this panel: `/widget?id={widgetId}&locale={lang}&chat={chatId}&embed=panel`
 * (WidgetFrameQuery); `embed=panel` leaves the closing to the panel's own button.
 */
function widgetFrameUrl(query: Required<WidgetFrameQuery>): string {
  return `${WIDGET_FRAME_PATH}?${new URLSearchParams(query).toString()}`;
}

/**
 * `?chat=ID`: a live chat continues in the brand's own widget app, in a side panel. The widget runs on this origin,
 * so the customer's session cookie signs it in. The panel's close button is the only one (the widget hides its X);
 * Escape closes the panel, also while the keyboard is inside the frame (the widget asks with `tawasul:close`).
 */
export function LiveChatDrawer({ id, onClose }: LiveChatDrawerProps) {
  const { t, i18n } = useTranslation();
  const brandName = useBrandName();
  const shown = useLastId(id);
  const chat = useShopperChat(shown);
  const frame = useRef<HTMLIFrameElement>(null);
  const language = currentLanguage(i18n);
  const opened = id !== null;

  useEffect(() => {
    if (!opened) return undefined;
    const listen = (event: MessageEvent<WidgetFrameMessage>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data?.type === 'tawasul:close') onClose();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [opened, onClose]);

  const data = chat.data;
  const brand = data ? brandName(data) : '';
  let content;
  if (chat.error) {
    content = (
      <Stack p="md">
        <ErrorAlert error={chat.error} onRetry={() => void chat.refetch()} />
      </Stack>
    );
  } else if (!data) {
    content = (
      <Center style={{ flex: 1 }}>
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else {
    content = (
      <iframe
        ref={frame}
        key={`${data.id}:${language}`}
        src={widgetFrameUrl({ id: data.brandWidgetId, locale: language, chat: data.id, embed: 'panel' })}
        title={t('customerArea.live.title', { brand })}
        data-testid="widget-frame"
        allow="clipboard-write"
        style={{ flex: 1, width: '100%', border: 0 }}
      />
    );
  }

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={data ? t('customerArea.live.title', { brand }) : t('customerArea.chats.continue')}
      // The end of the line: it mirrors to the left in Arabic.
      position="right"
      size={440}
      padding={0}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      styles={{
        header: { paddingInline: 'var(--mantine-spacing-md)' },
        title: { fontWeight: 700 },
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
      }}
    >
      {content}
    </Drawer>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlugConnected } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { isErrorCode } from '@tawasul/contracts/errors';
import { SALLA_POPUP_MESSAGES, SALLA_POPUP_SIZE } from '@tawasul/contracts/orders';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { brandKeys } from '../api/brand-keys.ts';
import { fetchSallaAuthorizeUrl } from '../api/use-store-connection.ts';

const SALLA_POPUP_NAME = 'salla-connect';
/** Spec section 9 and DESIGN.md section 7: the popup is 960×600. */
const SALLA_POPUP_FEATURES = `width=${SALLA_POPUP_SIZE.width},height=${SALLA_POPUP_SIZE.height},menubar=no,toolbar=no,status=no,resizable=yes,scrollbars=yes`;

/**
 * Who may tell us the store is connected: our own origin, and the origin of the callback Salla returns to (the
 * authorize URL's `redirect_uri`, our public URL, which may differ from the back office's origin).
 */
function trustedOrigins(authorizeUrl: string): Set<string> {
  const origins = new Set([window.location.origin]);
  try {
    const redirect = new URL(authorizeUrl).searchParams.get('redirect_uri');
    if (redirect) origins.add(new URL(redirect).origin);
  } catch {
    // Only our own origin then.
  }
  return origins;
}

/**
 * "Connect Salla": Salla's consent page in a 960×600 popup. The brand is read again when the callback page says how
 * it went (a `postMessage` checked by origin: connected, or failed with an error code), and when the popup closes
 * anyway (the manager gave up).
 */
export function SallaConnectButton({ brandId, connected }: { brandId: string; connected: boolean }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const origins = useRef(new Set([window.location.origin]));
  const watcher = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  // The brand (its connection status) and the lists that show it.
  const refreshBrand = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: brandKeys.one(brandId) }),
      queryClient.invalidateQueries({ queryKey: [...brandKeys.all, 'list'] }),
    ]);
  const latestRefresh = useRef(refreshBrand);
  useEffect(() => {
    latestRefresh.current = refreshBrand;
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!origins.current.has(event.origin)) return;
      const data = event.data as { type?: unknown; code?: unknown } | null;
      if (data?.type === SALLA_POPUP_MESSAGES.connected) {
        setError(null);
        notifications.show({ color: 'green', message: t('brands.store.sallaConnected') });
        void latestRefresh.current();
      } else if (data?.type === SALLA_POPUP_MESSAGES.failed) {
        // The popup stays open with the reason; the card says it too.
        setError(t(`errors.${isErrorCode(data.code) ? data.code : 'SALLA_AUTHORIZATION_FAILED'}`));
        void latestRefresh.current();
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(watcher.current);
    };
  }, [brandId, t]);

  const watchUntilClosed = (popup: Window) => {
    clearInterval(watcher.current);
    watcher.current = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(watcher.current);
      void latestRefresh.current();
    }, 1000);
  };

  const connect = async () => {
    setError(null);
    setBusy(true);
    // Opened within the click (a window opened after an await counts as an unwanted pop-up in some browsers), then
    // sent to Salla once its address is known: the same name reuses the window.
    const blank = window.open('', SALLA_POPUP_NAME, SALLA_POPUP_FEATURES);
    try {
      const url = await fetchSallaAuthorizeUrl(brandId);
      origins.current = trustedOrigins(url);
      const popup = window.open(url, SALLA_POPUP_NAME, SALLA_POPUP_FEATURES) ?? blank;
      if (!popup) {
        setError(t('brands.store.popupBlocked'));
        return;
      }
      popup.focus();
      watchUntilClosed(popup);
    } catch (caught) {
      blank?.close();
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4} align="flex-end">
      <Button
        leftSection={<IconPlugConnected size={16} />}
        variant={connected ? 'default' : 'filled'}
        loading={busy}
        onClick={() => void connect()}
      >
        {connected ? t('brands.store.reconnectSalla') : t('brands.store.connectSalla')}
      </Button>
      {error && (
        <Text size="sm" c="red" role="alert" maw={320}>
          {error}
        </Text>
      )}
    </Stack>
  );
}

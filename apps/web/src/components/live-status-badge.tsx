import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import type { ConnectionState } from '../lib/realtime/realtime-client.ts';
import { useConnectionState } from '../lib/realtime/use-socket-event.ts';

const COLORS: Record<ConnectionState, string> = {
  idle: 'gray',
  connecting: 'gray',
  connected: 'green',
  reconnecting: 'orange',
  refused: 'red',
};

/** Whether the screen's live updates are arriving: "Live", or that they are being restored. */
export function LiveStatusBadge() {
  const { t } = useTranslation();
  const state = useConnectionState();
  return (
    <Tooltip
      label={state === 'connected' ? t('common.live.connectedHint') : t('common.live.offlineHint')}
      withArrow
      openDelay={300}
    >
      <Badge
        color={COLORS[state]}
        variant="light"
        leftSection={<span aria-hidden>●</span>}
        role="status"
        data-testid="live-status"
        data-state={state}
      >
        {t(`common.live.${state}`)}
      </Badge>
    </Tooltip>
  );
}

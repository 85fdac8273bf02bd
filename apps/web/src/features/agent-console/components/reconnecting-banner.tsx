import { Group, Loader, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useConnectionState } from '../../../lib/realtime/use-socket-event.ts';
import { useBrowserOnline } from '../api/use-console-live.ts';
import classes from './agent-console.module.css';

/** Across the console while live updates are cut: nothing sent meanwhile is lost, it arrives once they are back. */
export function ReconnectingBanner() {
  const { t } = useTranslation();
  const state = useConnectionState();
  const online = useBrowserOnline();
  const lost = !online || state === 'reconnecting';
  const refused = state === 'refused';
  if (!lost && !refused) return null;
  return (
    <Group
      className={classes.banner}
      data-state={refused ? 'refused' : 'reconnecting'}
      gap="xs"
      justify="center"
      role="status"
      data-testid="reconnecting-banner"
    >
      {refused ? <IconWifiOff size={16} /> : <Loader size={14} color="orange" />}
      <Text size="sm" fw={500}>
        {refused
          ? t('agentConsole.connection.refused')
          : online
            ? t('agentConsole.connection.reconnecting')
            : t('agentConsole.connection.offline')}
      </Text>
    </Group>
  );
}

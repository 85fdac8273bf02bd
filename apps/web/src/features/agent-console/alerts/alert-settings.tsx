import { Alert, Button, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { askNotificationPermission, notificationPermission } from '../components/offer-alerts.ts';
import { ALERT_KINDS, setAlertPreference, useAlertPreferences } from './alert-preferences.ts';

/** Whether the browser lets the console notify, and the way to change it (asked only on the agent's click). */
function PermissionState() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(notificationPermission);
  const [asking, setAsking] = useState(false);
  if (permission === 'granted') {
    return (
      <Text size="xs" c="green.8" data-testid="notification-permission" data-state="granted">
        {t('agentConsole.alerts.permission.granted')}
      </Text>
    );
  }
  if (permission === 'denied' || permission === 'unsupported') {
    return (
      <Alert
        color="orange"
        p="xs"
        icon={<IconBellOff size={16} />}
        data-testid="notification-permission"
        data-state={permission}
      >
        <Text size="xs">{t(`agentConsole.alerts.permission.${permission}`)}</Text>
      </Alert>
    );
  }
  return (
    <Stack gap={6} data-testid="notification-permission" data-state="default">
      <Text size="xs" c="dimmed">
        {t('agentConsole.alerts.permission.default')}
      </Text>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconBell size={14} />}
        loading={asking}
        onClick={() => {
          setAsking(true);
          void askNotificationPermission().then((answer) => {
            setPermission(answer);
            setAsking(false);
          });
        }}
      >
        {t('agentConsole.alerts.permission.ask')}
      </Button>
    </Stack>
  );
}

/**
 * The console's alert settings (a panel above its button, at the foot of the inbox): for offers, shopper messages (while the tab is hidden), critical words and
 * transfers, a sound and a desktop notification each, on or off and remembered in this browser; and the browser's
 * notification permission.
 */
export function AlertSettings() {
  const { t } = useTranslation();
  const preferences = useAlertPreferences();
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="xs" w="100%" align="center">
      {opened && (
        <Paper withBorder shadow="sm" p="sm" w="100%" id="alert-settings-panel" data-testid="alert-settings-panel">
          <Stack gap="sm">
            <Text fw={600} size="sm">
              {t('agentConsole.alerts.title')}
            </Text>
            <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th ta="center">
                    <Text size="xs">{t('agentConsole.alerts.sound')}</Text>
                  </Table.Th>
                  <Table.Th ta="center">
                    <Text size="xs">{t('agentConsole.alerts.desktop')}</Text>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ALERT_KINDS.map((kind) => (
                  <Table.Tr key={kind}>
                    <Table.Td>
                      <Text size="sm">{t(`agentConsole.alerts.kinds.${kind}`)}</Text>
                    </Table.Td>
                    {(['sound', 'desktop'] as const).map((channel) => (
                      <Table.Td key={channel}>
                        <Group justify="center">
                          <Switch
                            size="sm"
                            checked={preferences[kind][channel]}
                            onChange={(event) => setAlertPreference(kind, channel, event.currentTarget.checked)}
                            aria-label={t('agentConsole.alerts.toggle', {
                              kind: t(`agentConsole.alerts.kinds.${kind}`),
                              channel: t(`agentConsole.alerts.${channel}`),
                            })}
                          />
                        </Group>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <PermissionState />
          </Stack>
        </Paper>
      )}
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconBell size={16} />}
        aria-expanded={opened}
        aria-controls="alert-settings-panel"
        onClick={() => setOpened((current) => !current)}
        data-testid="alert-settings"
      >
        {t('agentConsole.alerts.title')}
      </Button>
    </Stack>
  );
}

import { Badge, Group, Switch, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useSetOnline } from '../api/use-chat-mutations.ts';
import { useInbox } from '../api/use-inbox.ts';
import { prepareOfferAlerts } from './offer-alerts.ts';

/** The agent's presence (offers come only while online) and its load against the brand's maximum. */
export function PresenceToggle() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const inbox = useInbox().data;
  const setOnline = useSetOnline();
  if (!inbox) return null;
  const full = inbox.load >= inbox.maxLoad;

  const toggle = (isOnline: boolean) => {
    // A click: the moment browsers allow the offer tone and the notification permission request.
    if (isOnline) prepareOfferAlerts();
    setOnline.mutate(isOnline, {
      onError: (error) =>
        notifications.show({ color: 'red', title: t('agentConsole.presence.failed'), message: errorMessage(error) }),
    });
  };

  return (
    <Group gap="sm" wrap="nowrap" data-testid="presence">
      <Switch
        checked={inbox.online}
        onChange={(event) => toggle(event.currentTarget.checked)}
        disabled={setOnline.isPending}
        color="green"
        size="md"
        label={inbox.online ? t('agentConsole.presence.online') : t('agentConsole.presence.offline')}
        aria-label={t('agentConsole.presence.label')}
        data-testid="presence-toggle"
      />
      <Tooltip label={t('agentConsole.presence.loadHint', { load: inbox.load, max: inbox.maxLoad })} withArrow>
        <Badge
          variant="light"
          color={full ? 'red' : 'gray'}
          size="lg"
          data-testid="agent-load"
          aria-label={t('agentConsole.presence.loadHint', { load: inbox.load, max: inbox.maxLoad })}
        >
          <span dir="ltr">
            {inbox.load}/{inbox.maxLoad}
          </span>
        </Badge>
      </Tooltip>
    </Group>
  );
}

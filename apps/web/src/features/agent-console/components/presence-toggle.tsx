import { Badge, Group, Switch, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useSetOnline } from '../api/use-chat-mutations.ts';
import { useInbox } from '../api/use-inbox.ts';
import classes from './agent-console.module.css';
import { prepareOfferAlerts } from './offer-alerts.ts';

/** The agent's presence (offers come only while online) and its load against the brand's maximum. */
export function PresenceToggle() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const inbox = useInbox().data;
  const setOnline = useSetOnline();
  if (!inbox) return null;
  const full = inbox.load >= inbox.maxLoad;
  const state = inbox.online ? t('agentConsole.presence.online') : t('agentConsole.presence.offline');

  const toggle = (isOnline: boolean) => {
    // A click: the moment browsers allow the offer tone and the notification permission request.
    if (isOnline) prepareOfferAlerts();
    setOnline.mutate(isOnline, {
      onError: (error) =>
        notifications.show({ color: 'red', title: t('agentConsole.presence.failed'), message: errorMessage(error) }),
    });
  };

  return (
    <Group gap="xs" wrap="nowrap" data-testid="presence">
      <Switch
        checked={inbox.online}
        onChange={(event) => toggle(event.currentTarget.checked)}
        disabled={setOnline.isPending}
        color="green"
        size="md"
        label={state}
        // The name starts with the word the switch shows (WCAG 2.5.3, label in name), then says what it is for.
        aria-label={t('agentConsole.presence.name', { state })}
        classNames={{ labelWrapper: classes.presenceLabel }}
        data-testid="presence-toggle"
      />
      <Tooltip label={t('agentConsole.presence.loadHint', { load: inbox.load, count: inbox.maxLoad })} withArrow>
        <Badge
          variant="light"
          color={full ? 'red' : 'gray'}
          size="lg"
          data-testid="agent-load"
          aria-label={t('agentConsole.presence.loadHint', { load: inbox.load, count: inbox.maxLoad })}
        >
          <span dir="ltr">
            {inbox.load}/{inbox.maxLoad}
          </span>
        </Badge>
      </Tooltip>
    </Group>
  );
}

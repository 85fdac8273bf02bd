import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useWidgetText } from '../app/widget-i18n.ts';
import type { QueueStatus } from '@tawasul/contracts/widget';
import classes from './widget.module.css';

/**
 * Where a waiting chat stands: its place in the queue and the estimated wait (whole minutes, rounded up). With nobody
 * online there is no estimate: the shopper is offered the contact form.
 */
export function QueueBanner({
  status,
  onLeaveMessage,
}: {
  status: QueueStatus | undefined;
  onLeaveMessage: () => void;
}) {
  const { t } = useWidgetText();
  const position = status?.position ?? null;
  const seconds = status?.estimatedWaitSeconds ?? null;
  const nobodyOnline = status?.agentsOnline === 0;
  return (
    <div className={classes.queue} role="status" data-testid="queue-status">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Loader size="xs" type="dots" mt={6} aria-hidden />
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {position === null
              ? t('widget.chat.status.waiting_for_agent')
              : position === 1
                ? t('widget.chat.queue.next')
                : t('widget.chat.queue.position', { position })}
          </Text>
          {/* With nobody online there is no estimate to give: the contact form is offered instead. */}
          {!nobodyOnline && (
            <Text size="xs" data-testid="queue-estimate">
              {seconds === null
                ? t('widget.chat.queue.noEstimate')
                : seconds < 60
                  ? t('widget.chat.queue.estimateShort')
                  : t('widget.chat.queue.estimate', {
                      minutes: Math.ceil(seconds / 60),
                      count: Math.ceil(seconds / 60),
                    })}
            </Text>
          )}
          {nobodyOnline && (
            <Text size="xs" mt={4}>
              {t('widget.chat.queue.noAgents')}{' '}
              <Anchor component="button" type="button" size="xs" fw={600} onClick={onLeaveMessage}>
                {t('widget.chat.queue.leaveMessage')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Group>
    </div>
  );
}

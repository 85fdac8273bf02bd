import { Text, ThemeIcon, Timeline } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowsExchange,
  IconCheck,
  IconClockPause,
  IconHourglass,
  IconLock,
  IconMessages,
  IconPlayerPlay,
  IconSend,
  IconStar,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatEventKind, ChatEventResponse, ChatResponse } from '@tawasul/contracts/chats';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { useEventText } from './chat-texts.ts';

const LOOK: Record<ChatEventKind, { icon: ReactNode; color: string }> = {
  started: { icon: <IconPlayerPlay size={12} />, color: 'violet' },
  waiting: { icon: <IconHourglass size={12} />, color: 'orange' },
  offered: { icon: <IconSend size={12} />, color: 'blue' },
  accepted: { icon: <IconCheck size={12} />, color: 'green' },
  declined: { icon: <IconX size={12} />, color: 'red' },
  lapsed: { icon: <IconClockPause size={12} />, color: 'red' },
  reassigned: { icon: <IconArrowsExchange size={12} />, color: 'grape' },
  message: { icon: <IconMessages size={12} />, color: 'gray' },
  closed: { icon: <IconLock size={12} />, color: 'dark' },
  reopened: { icon: <IconArrowBackUp size={12} />, color: 'teal' },
  rated: { icon: <IconStar size={12} />, color: 'yellow' },
};

/** A run of messages shows as one entry ("Messages exchanged: 6"), so the lifecycle stays readable. */
type Entry = { event: ChatEventResponse; messages: number };

function entriesOf(timeline: readonly ChatEventResponse[]): Entry[] {
  const entries: Entry[] = [];
  for (const event of timeline) {
    const last = entries.at(-1);
    if (event.kind === 'message' && last?.event.kind === 'message') last.messages += 1;
    else entries.push({ event, messages: event.kind === 'message' ? 1 : 0 });
  }
  return entries;
}

/** The chat's events in order: started, waiting, offered, accepted, transferred, closed, reopened … */
export function ChatTimeline({
  timeline,
  agentName,
}: {
  timeline: readonly ChatEventResponse[];
  agentName: (agent: NonNullable<ChatResponse['agent']>) => string;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const eventText = useEventText(agentName);
  if (timeline.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('chats.details.noEvents')}
      </Text>
    );
  }
  const entries = entriesOf(timeline);
  return (
    <Timeline bulletSize={22} lineWidth={2} active={entries.length} color="gray" data-testid="chat-timeline">
      {entries.map(({ event, messages }) => {
        const look = LOOK[event.kind];
        return (
          <Timeline.Item
            key={event.id}
            bullet={
              <ThemeIcon size={22} radius="xl" color={look.color} variant="light">
                {look.icon}
              </ThemeIcon>
            }
            title={
              <Text size="sm" fw={500}>
                {event.kind === 'message' ? t('chats.events.messages', { total: messages }) : eventText(event)}
              </Text>
            }
            data-kind={event.kind}
          >
            <Text size="xs" c="dimmed">
              {formatDate(event.at)}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

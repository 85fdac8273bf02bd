import { Alert, Button, Center, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { useRealtimeClient } from '../../../lib/realtime/realtime-context.tsx';
import { Composer } from '../components/composer/composer.tsx';
import { ConversationPane } from '../components/conversation-pane.tsx';
import type { MessageWindows } from '../../../components/chat/message-rules.ts';
import { ReplyOrNote } from '../components/notes/reply-or-note.tsx';
import { TransferButton } from '../team/transfer-button.tsx';
import type { PendingOffer } from './use-offer-actions.ts';

/**
 * The console's middle column: the chat on screen (with accept and decline while it is offered), or why there is
 * none — the chat cannot be shown, it is loading, or nothing is selected yet.
 */
export function ConsoleMain(props: {
  selected: ChatResponse | undefined;
  selectedId: string | null;
  fetched: { isError: boolean; isFetching: boolean; error: unknown };
  /** Changes each time the agent opens the chat on screen: the keyboard goes to its heading. */
  focusRequest: number | null;
  agentId: string;
  windows: MessageWindows;
  wide: boolean;
  pending: PendingOffer | null;
  onAccept: (chat: ChatResponse) => void;
  onDecline: (chat: ChatResponse) => void;
  onShowShopper: () => void;
  onBackToInbox: () => void;
}) {
  const { selected, selectedId, fetched, pending } = props;
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const realtime = useRealtimeClient();

  if (selected) {
    return (
      <ConversationPane
        key={selected.id}
        chat={selected}
        agentId={props.agentId}
        focusRequest={props.focusRequest}
        windows={props.windows}
        shopperInDrawer={!props.wide}
        onShowShopper={props.onShowShopper}
        actions={<TransferButton chat={selected} onTransferred={props.onBackToInbox} />}
        composer={(suggestedCategoryIds) => (
          <ReplyOrNote
            chatId={selected.id}
            reply={
              <Composer
                chat={selected}
                suggestedCategoryIds={suggestedCategoryIds}
                onTyping={(typing) => realtime.emit('typing', { chatId: selected.id, typing })}
              />
            }
          />
        )}
        offerActions={
          <Group justify="center" gap="sm" p="sm">
            <Text size="sm" c="dimmed">
              {t('agentConsole.conversation.offered')}
            </Text>
            <Button
              color="green"
              onClick={() => props.onAccept(selected)}
              loading={pending?.chatId === selected.id && pending.action === 'accept'}
              disabled={pending !== null}
            >
              {t('agentConsole.inbox.accept')}
            </Button>
            <Button
              variant="default"
              onClick={() => props.onDecline(selected)}
              loading={pending?.chatId === selected.id && pending.action === 'decline'}
              disabled={pending !== null}
            >
              {t('agentConsole.inbox.decline')}
            </Button>
          </Group>
        }
      />
    );
  }
  if (selectedId && fetched.isError) {
    // A chat that left this agent (given or transferred to a colleague, back in the queue) says so, rather than the
    // server's "You are not a member of this chat".
    const movedOn = isHttpError(fetched.error) && fetched.error.code === 'CHAT_NOT_MEMBER';
    return (
      <Center h="100%" p="xl">
        <Alert
          color="gray"
          title={t(movedOn ? 'agentConsole.conversation.movedOn' : 'agentConsole.conversation.unavailable')}
          maw={420}
          data-testid="chat-unavailable"
        >
          {movedOn ? t('agentConsole.conversation.movedOnHint') : errorMessage(fetched.error)}
          <Button size="compact-sm" variant="light" mt="sm" onClick={props.onBackToInbox}>
            {t('agentConsole.conversation.backToInbox')}
          </Button>
        </Alert>
      </Center>
    );
  }
  if (selectedId && fetched.isFetching) {
    return (
      <Center h="100%">
        <Loader />
      </Center>
    );
  }
  return (
    <Center h="100%" p="xl">
      <Stack align="center" gap="xs" maw={360}>
        <ThemeIcon size={56} radius="xl" variant="light" color="violet">
          <IconMessages size={30} />
        </ThemeIcon>
        <Text fw={600}>{t('agentConsole.conversation.noneSelected')}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('agentConsole.conversation.noneSelectedHint')}
        </Text>
      </Stack>
    </Center>
  );
}

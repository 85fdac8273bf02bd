import { useQuery } from '@tanstack/react-query';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { consoleKeys } from '../../api/console-keys.ts';
import { Composer, type ComposerProps } from './composer.tsx';
import { OutgoingMessageStatus } from './outgoing-message-status.tsx';

/** The console around the composer: the chat's messages from the shared cache, each with its sending state. */
export function ConsoleStandIn(props: Partial<ComposerProps> & { chat: ChatResponse }) {
  const { data = [] } = useQuery({
    queryKey: consoleKeys.messages(props.chat.id),
    queryFn: (): MessageResponse[] => [],
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <>
      <ul aria-label="Messages">
        {data.map((message) => (
          <li key={message.id} data-testid="message" data-seq={message.seq}>
            <span>{message.body}</span>
            {message.attachments.map((attachment) => (
              <span key={attachment.url}>{attachment.name}</span>
            ))}
            <OutgoingMessageStatus chatId={message.chatId} messageId={message.id} />
          </li>
        ))}
      </ul>
      <Composer suggestedCategoryIds={[]} {...props} />
    </>
  );
}

import { notifications } from '@mantine/notifications';
import { chatSurface } from '../../../components/chat/chat-surface.ts';
import type { ConversationTextKeys } from '../../../components/chat/chat-texts.ts';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useEditMessage } from '../api/use-chat-mutations.ts';
import classes from './agent-console.module.css';

const TEXT_KEYS: ConversationTextKeys = {
  messagesKey: 'agentConsole.conversation.messages',
  loadEarlierKey: 'agentConsole.conversation.loadEarlier',
  emptyKey: 'agentConsole.conversation.noMessages',
  editLabelKey: 'agentConsole.message.editLabel',
  cancelKey: 'common.actions.cancel',
  saveKey: 'agentConsole.message.save',
  editFailedKey: 'agentConsole.message.editFailed',
};

/** The console's part in the shared conversation: the back office's translator, its API and its notifications. */
export const consoleChatSurface = chatSurface({
  useTranslate: useTranslation,
  textKeys: TEXT_KEYS,
  useEditMessage,
  useErrorText: useErrorMessage,
  useShowNotice: () => notifications.show,
  editClassNames: { root: classes.editForm },
});

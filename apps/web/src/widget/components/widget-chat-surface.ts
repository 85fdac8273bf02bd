import { chatSurface } from '../../components/chat/chat-surface.ts';
import type { ConversationTextKeys } from '../../components/chat/chat-texts.ts';
import { useEditMessage } from '../api/use-messages.ts';
import { useWidget } from '../app/widget-context.tsx';
import { useWidgetText } from '../app/widget-i18n.ts';
import { useErrorText } from './use-error-text.ts';
import classes from './widget.module.css';

const TEXT_KEYS: ConversationTextKeys = {
  messagesKey: 'widget.chat.messages',
  loadEarlierKey: 'widget.chat.loadEarlier',
  emptyKey: 'widget.chat.empty',
  editLabelKey: 'widget.chat.message.editLabel',
  cancelKey: 'widget.actions.cancel',
  saveKey: 'widget.chat.message.save',
  editFailedKey: 'widget.chat.message.editFailed',
};

/** The widget's part in the shared conversation: its own translator, its API client with the shopper's token, toasts. */
export const widgetChatSurface = chatSurface({
  useTranslate: useWidgetText,
  textKeys: TEXT_KEYS,
  useEditMessage,
  useErrorText,
  useShowNotice: () => useWidget().toasts.show,
  editClassNames: { root: classes.editForm, input: classes.followsText },
});

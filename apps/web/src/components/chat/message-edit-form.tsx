import { Button, Group, Stack, Textarea } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { useState } from 'react';
import type { MessageResponse } from '@tawasul/contracts/chats';
import { MESSAGE_MAX_LENGTH } from '@tawasul/contracts/message-limits';
import type { ChatSurface } from './chat-surface.ts';

interface MessageEditFormProps {
  message: MessageResponse;
  /** The surface's words, request and notices (the console's or the widget's). */
  surface: ChatSurface;
  /** Ends the editing: saved, or left without a change. */
  onDone: () => void;
}

/**
 * A message's text in place, to change (the agent console's and the widget's): Enter saves, Escape leaves; an empty or
 * unchanged text leaves without asking the server.
 */
export function MessageEditForm({ message, surface, onDone }: MessageEditFormProps) {
  const classNames = surface.editClassNames;
  const texts = surface.useTexts();
  const edit = surface.useEditMessage();
  const notifyFailure = surface.useFailureNotice();
  const [body, setBody] = useState(message.body);
  const trimmed = body.trim();
  const save = async () => {
    if (!trimmed || trimmed === message.body) return onDone();
    try {
      await edit.mutateAsync({ chatId: message.chatId, messageId: message.id, body: trimmed });
      onDone();
    } catch (error) {
      notifyFailure(texts.editFailed, error);
    }
  };
  return (
    <Stack gap={6} className={classNames?.root}>
      <Textarea
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        autosize
        minRows={1}
        maxRows={6}
        maxLength={MESSAGE_MAX_LENGTH}
        dir="auto"
        classNames={{ input: classNames?.input }}
        aria-label={texts.editLabel}
        // The focus goes to the text box as the form opens, inside a focus trap too.
        data-autofocus
        autoFocus
        onKeyDown={getHotkeyHandler([
          ['Enter', () => void save()],
          ['Escape', onDone],
        ])}
      />
      <Group gap="xs" justify="flex-end">
        <Button size="compact-sm" variant="default" onClick={onDone} disabled={edit.isPending}>
          {texts.cancel}
        </Button>
        <Button size="compact-sm" onClick={() => void save()} loading={edit.isPending} disabled={!trimmed}>
          {texts.save}
        </Button>
      </Group>
    </Stack>
  );
}

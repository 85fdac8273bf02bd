import { Button, Group, Stack, Textarea, type StackProps, type TextareaProps } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { useState } from 'react';
import type { MessageResponse } from '@tawasul/contracts/chats';

interface MessageEditTexts {
  /** The text box's accessible name. */
  label: string;
  cancel: string;
  save: string;
}

interface MessageEditFormProps {
  message: MessageResponse;
  /** The contracts' limit, passed in: the widget's page imports no value from a schema file (it would bring Zod). */
  maxLength: number;
  texts: MessageEditTexts;
  /** The surface's own request (the console's or the widget's `useEditMessage`). */
  edit: {
    mutateAsync: (variables: { chatId: string; messageId: string; body: string }) => Promise<unknown>;
    isPending: boolean;
  };
  /** Tells of a refused change the surface's way (a toast); the text stays open to try again. */
  onFailed: (error: unknown) => void;
  /** Ends the editing: saved, or left without a change. */
  onDone: () => void;
  /** How the surface lays the form out: its width, and how its text box reads. */
  stackProps?: StackProps;
  textareaProps?: Partial<TextareaProps>;
}

/**
 * A message's text in place, to change (the agent console's and the widget's): Enter saves, Escape leaves; an empty or
 * unchanged text leaves without asking the server.
 */
export function MessageEditForm({
  message,
  maxLength,
  texts,
  edit,
  onFailed,
  onDone,
  stackProps,
  textareaProps,
}: MessageEditFormProps) {
  const [body, setBody] = useState(message.body);
  const trimmed = body.trim();
  const save = async () => {
    if (!trimmed || trimmed === message.body) return onDone();
    try {
      await edit.mutateAsync({ chatId: message.chatId, messageId: message.id, body: trimmed });
      onDone();
    } catch (error) {
      onFailed(error);
    }
  };
  return (
    <Stack gap={6} {...stackProps}>
      <Textarea
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        autosize
        minRows={1}
        maxLength={maxLength}
        aria-label={texts.label}
        // The focus goes to the text box as the form opens, inside a focus trap too.
        data-autofocus
        autoFocus
        onKeyDown={getHotkeyHandler([
          ['Enter', () => void save()],
          ['Escape', onDone],
        ])}
        {...textareaProps}
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

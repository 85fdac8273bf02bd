import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconLock, IconNote } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation.tsx';
import { MESSAGE_MAX_LENGTH } from '@tawasul/contracts/chats';
import { useErrorMessage } from '../../../../lib/forms/use-error-message.ts';
import { useAddNote } from '../../api/use-add-note.ts';
import { ComposerField } from '../composer/composer-field.tsx';
import composerClasses from '../composer/composer.module.css';
import classes from './notes.module.css';

/** The note box: Enter adds the note, Shift+Enter starts a new line; it says who will read it. */
function NoteForm({ chatId }: { chatId: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const addNote = useAddNote();
  const [text, setText] = useState('');
  const body = text.trim();
  const canAdd = body.length > 0 && body.length <= MESSAGE_MAX_LENGTH && !addNote.isPending;

  const add = async () => {
    if (!canAdd) return;
    try {
      await addNote.mutateAsync({ chatId, id: crypto.randomUUID(), body });
      setText('');
    } catch (error) {
      notifications.show({ color: 'red', title: t('agentConsole.note.failed'), message: errorMessage(error) });
    }
  };

  return (
    <div className={classes.noteRoot} data-testid="note-composer">
      <div className={classes.noteBox}>
        <ComposerField
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={getHotkeyHandler([['Enter', () => void add()]])}
          maxLength={MESSAGE_MAX_LENGTH}
          aria-label={t('agentConsole.note.label')}
          placeholder={t('agentConsole.note.placeholder')}
          dir="auto"
        />
        <Group className={composerClasses.toolbar} justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconLock size={14} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text size="xs" c="dimmed" truncate>
              {t('agentConsole.note.hint')}
            </Text>
          </Group>
          <Button
            size="xs"
            color="yellow"
            leftSection={<IconNote size={14} />}
            disabled={!canAdd}
            loading={addNote.isPending}
            onClick={() => void add()}
          >
            {t('agentConsole.note.add')}
          </Button>
        </Group>
      </div>
    </div>
  );
}

/**
 * Over the composer: "Reply" (to the shopper) or "Internal note" (to the team only). The reply composer stays as it
 * was; a note goes through its own box, coloured as notes are in the conversation.
 */
export function ReplyOrNote({ chatId, reply }: { chatId: string; reply: ReactNode }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'reply' | 'note'>('reply');
  return (
    <div data-mode={mode}>
      <Group className={classes.switch} gap="xs">
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(value) => setMode(value === 'note' ? 'note' : 'reply')}
          data={[
            { value: 'reply', label: t('agentConsole.note.reply') },
            { value: 'note', label: t('agentConsole.note.note') },
          ]}
          aria-label={t('agentConsole.note.mode')}
          data-testid="reply-or-note"
        />
      </Group>
      {mode === 'note' ? <NoteForm key={chatId} chatId={chatId} /> : reply}
    </div>
  );
}

import { ActionIcon, CloseButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '../../components/icons/outline-icons.tsx';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';
import type { UploadResponse } from '@tawasul/contracts/uploads';
import { MESSAGE_MAX_LENGTH } from '@tawasul/contracts/message-limits';
import { UploadStatus } from '../../components/chat/upload-status.tsx';
import { UPLOAD_ACCEPT } from '../api/upload-attachment.ts';
import { useAttachments } from '../api/use-attachments.ts';
import classes from './widget.module.css';

/** "Typing" is repeated this often while the shopper keeps typing, and ends after this long without a key. */
const TYPING_REPEAT_MS = 2_000;
const TYPING_IDLE_MS = 3_000;

function useTypingSignal(onTyping: (typing: boolean) => void) {
  const latest = useRef(onTyping);
  const typing = useRef(false);
  const lastSignal = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = onTyping;
  });
  const stopped = useCallback(() => {
    clearTimeout(idle.current);
    if (!typing.current) return;
    typing.current = false;
    latest.current(false);
  }, []);
  const typed = useCallback(() => {
    const now = Date.now();
    if (!typing.current || now - lastSignal.current >= TYPING_REPEAT_MS) {
      typing.current = true;
      lastSignal.current = now;
      latest.current(true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stopped, TYPING_IDLE_MS);
  }, [stopped]);
  useEffect(() => stopped, [stopped]);
  return { typed, stopped };
}

interface ComposerProps {
  onSend: (content: { body: string; files: readonly UploadResponse[] }) => void;
  onTyping: (typing: boolean) => void;
  /** Shown above the field (the chat has ended: writing reopens it). */
  hint?: string | null;
}

/** The message field: Enter sends, Shift+Enter starts a new line; files upload as soon as they are picked. */
export function Composer({ onSend, onTyping, hint }: ComposerProps) {
  const { t } = useWidgetText();
  const [body, setBody] = useState('');
  const attachments = useAttachments();
  const fileInput = useRef<HTMLInputElement>(null);
  const typing = useTypingSignal(onTyping);
  const text = body.trim();
  const canSend = (text.length > 0 || attachments.uploaded.length > 0) && !attachments.uploading;

  const send = () => {
    if (!canSend) return;
    onSend({ body: text, files: attachments.uploaded });
    typing.stopped();
    setBody('');
    attachments.clear();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className={classes.footer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Stack gap={6}>
        {hint && (
          <Text size="xs" c="dimmed" data-testid="composer-hint">
            {hint}
          </Text>
        )}
        {attachments.items.map((item) => (
          <Group key={item.key} gap="xs" wrap="nowrap" className={classes.fileChip} data-testid="composer-file">
            <UploadStatus
              item={item}
              problem={item.problem ? t(item.problem.key, item.problem.params) : null}
              progressLabel={t('widget.chat.uploading', { name: item.name })}
              announceProblem
            />
            <CloseButton
              size="sm"
              onClick={() => attachments.remove(item.key)}
              aria-label={t('widget.chat.removeFile', { name: item.name })}
            />
          </Group>
        ))}
        <Group gap={6} wrap="nowrap" align="flex-end">
          <input
            ref={fileInput}
            type="file"
            multiple
            accept={UPLOAD_ACCEPT}
            hidden
            data-testid="composer-file-input"
            onChange={(event) => {
              attachments.add([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = '';
            }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => fileInput.current?.click()}
            aria-label={t('widget.chat.attach')}
          >
            <IconPaperclip size={20} />
          </ActionIcon>
          <Textarea
            style={{ flex: 1 }}
            value={body}
            onChange={(event) => {
              setBody(event.currentTarget.value);
              if (event.currentTarget.value) typing.typed();
              else typing.stopped();
            }}
            onKeyDown={onKeyDown}
            onBlur={typing.stopped}
            placeholder={t('widget.chat.placeholder')}
            aria-label={t('widget.chat.composerLabel')}
            autosize
            minRows={1}
            maxRows={5}
            maxLength={MESSAGE_MAX_LENGTH}
            classNames={{ input: classes.followsText }}
          />
          <ActionIcon type="submit" size="lg" disabled={!canSend} aria-label={t('widget.chat.send')}>
            <IconSend size={18} className={classes.flipInRtl} />
          </ActionIcon>
        </Group>
      </Stack>
    </form>
  );
}

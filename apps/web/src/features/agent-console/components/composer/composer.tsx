import { ActionIcon, Button, FileButton, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLock, IconMessageChatbot, IconPaperclip, IconSend, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation.tsx';
import type { CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import { MESSAGE_MAX_LENGTH, type ChatResponse } from '@tawasul/contracts/chats';
import { useSendMessage } from '../../api/use-send-message.ts';
import { ATTACHMENT_ACCEPT, useUploadAttachments } from '../../api/use-upload-attachments.ts';
import { CannedPicker } from './canned-picker.tsx';
import { ComposerAttachments } from './composer-attachments.tsx';
import { ComposerField } from './composer-field.tsx';
import { addComposerTexts } from './composer-texts.ts';
import classes from './composer.module.css';
import { useDraft } from './use-draft.ts';
import { useTypingSignal } from './use-typing-signal.ts';

export interface ComposerProps {
  chat: ChatResponse;
  /** Categories whose critical word a shopper wrote in this chat: their cases come first in the picker. */
  suggestedCategoryIds: string[];
  /** A closed chat, or one the agent has not accepted: read-only, with the reason. */
  disabled?: boolean;
  onTyping?: (typing: boolean) => void;
}

/** The counter appears from here on. */
const COUNTER_FROM = Math.floor(MESSAGE_MAX_LENGTH * 0.9);

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

function ReadOnlyNotice({ chat }: { chat: ChatResponse }) {
  const { t } = useTranslation();
  const reason =
    chat.status === 'closed' ? 'closed' : chat.status === 'pending_acceptance' ? 'notAccepted' : 'notAssigned';
  return (
    <Group gap="xs" wrap="nowrap" className={classes.readOnly} data-testid="composer-read-only">
      <IconLock size={16} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text size="sm" c="dimmed">
        {t(`agentConsole.composer.readOnly.${reason}`)}
      </Text>
    </Group>
  );
}

function ComposerForm({ chat, suggestedCategoryIds, onTyping }: Omit<ComposerProps, 'disabled'>) {
  const { t } = useTranslation();
  const hintId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const resetFileInput = useRef<() => void>(null);
  const composing = useRef(false);
  const [text, setText] = useDraft(chat.id);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [blockedByUploads, setBlockedByUploads] = useState(false);
  const attachments = useUploadAttachments();
  const sendMessage = useSendMessage(chat);
  const typing = useTypingSignal(onTyping);

  const body = text.trim();
  const tooLong = body.length > MESSAGE_MAX_LENGTH;
  const hasContent = body.length > 0 || attachments.uploaded.length > 0;
  const canSend = hasContent && !tooLong && !attachments.uploading;

  const focusInput = () => textareaRef.current?.focus();

  const send = () => {
    if (attachments.uploading && hasContent) setBlockedByUploads(true);
    if (!canSend) return;
    sendMessage({ body, files: attachments.uploaded });
    setText('');
    setBlockedByUploads(false);
    attachments.clear();
    typing.stopped();
    focusInput();
  };

  const sendCase = (found: CannedCaseResponse) => {
    sendMessage({ cannedCase: found });
    setPickerOpen(false);
    focusInput();
  };

  const closePicker = () => {
    setPickerOpen(false);
    focusInput();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter that confirms an IME composition (Arabic, Japanese, …) is not a send: 229 is what Safari reports then.
    if (event.nativeEvent.isComposing || composing.current || event.keyCode === 229) return;
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    } else if (event.key === '/' && text === '' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      setPickerOpen(true);
    }
  };

  const onChange = (value: string) => {
    setText(value);
    if (value.trim()) typing.typed();
    else typing.stopped();
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(event.clipboardData.files);
    // A copied picture arrives as a file; text copied from an office program also brings a picture of itself.
    if (files.length === 0 || event.clipboardData.types.includes('text/plain')) return;
    event.preventDefault();
    attachments.add(files);
  };

  const dropHandlers = {
    onDragEnter: (event: DragEvent<HTMLDivElement>) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragOver: (event: DragEvent<HTMLDivElement>) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent<HTMLDivElement>) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      attachments.add(Array.from(event.dataTransfer.files));
      focusInput();
    },
  };

  const count = body.length;
  return (
    <div className={classes.root} data-testid="composer" {...dropHandlers}>
      {dragging && (
        <div className={classes.dropOverlay} data-testid="composer-drop-overlay">
          <IconUpload size={20} aria-hidden />
          {t('agentConsole.composer.dropHere')}
        </div>
      )}
      <div className={classes.box}>
        <ComposerAttachments items={attachments.items} onRemove={attachments.remove} />
        <ComposerField
          ref={textareaRef}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onCompositionStart={() => (composing.current = true)}
          onCompositionEnd={() => (composing.current = false)}
          onPaste={onPaste}
          aria-label={t('agentConsole.composer.label')}
          aria-describedby={hintId}
          aria-invalid={tooLong || undefined}
          placeholder={t('agentConsole.composer.placeholder')}
        />
        <VisuallyHidden id={hintId}>{t('agentConsole.composer.sendHint')}</VisuallyHidden>
        <Group className={classes.toolbar} justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={2} wrap="nowrap">
            <FileButton
              onChange={(files) => {
                attachments.add(files);
                resetFileInput.current?.();
              }}
              accept={ATTACHMENT_ACCEPT}
              multiple
              resetRef={resetFileInput}
            >
              {(props) => (
                <Tooltip label={t('agentConsole.composer.attach')} withinPortal>
                  <ActionIcon {...props} variant="subtle" color="gray" aria-label={t('agentConsole.composer.attach')}>
                    <IconPaperclip size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </FileButton>
            <Tooltip label={t('agentConsole.composer.canned')} withinPortal>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('agentConsole.composer.canned')}
                aria-haspopup="dialog"
                onClick={() => setPickerOpen(true)}
              >
                <IconMessageChatbot size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Group gap="sm" wrap="nowrap" miw={0}>
            <div aria-live="polite" className={classes.counter}>
              {blockedByUploads && attachments.uploading ? (
                <Text size="xs" c="dimmed">
                  {t('agentConsole.composer.waitForUploads')}
                </Text>
              ) : tooLong ? (
                <Text size="xs" c="red">
                  {t('agentConsole.composer.tooLong', { max: MESSAGE_MAX_LENGTH })}{' '}
                  {t('agentConsole.composer.counter', { count, max: MESSAGE_MAX_LENGTH })}
                </Text>
              ) : (
                count >= COUNTER_FROM && (
                  <Text size="xs" c="dimmed" data-testid="composer-counter">
                    {t('agentConsole.composer.counter', { count, max: MESSAGE_MAX_LENGTH })}
                  </Text>
                )
              )}
            </div>
            <Tooltip label={t('agentConsole.composer.sendHint')} withinPortal>
              <Button
                size="xs"
                rightSection={<IconSend size={14} className={classes.sendIcon} />}
                disabled={!canSend}
                onClick={send}
              >
                {t('agentConsole.composer.send')}
              </Button>
            </Tooltip>
          </Group>
        </Group>
      </div>
      <CannedPicker
        opened={pickerOpen}
        onClose={closePicker}
        language={chat.language}
        suggestedCategoryIds={suggestedCategoryIds}
        onPick={sendCase}
      />
    </div>
  );
}

/**
 * The agent's reply box: Enter sends, Shift+Enter starts a new line, files by button, paste or drop, "/" (or the
 * button) opens the canned responses. Read-only, with the reason, when the chat is closed or not the agent's yet.
 */
export function Composer({ chat, suggestedCategoryIds, disabled, onTyping }: ComposerProps) {
  const { i18n } = useTranslation();
  addComposerTexts(i18n);
  if (disabled) return <ReadOnlyNotice chat={chat} />;
  // One form per chat: its files, picker and typing state never leak into the next chat (drafts are kept apart).
  return <ComposerForm key={chat.id} chat={chat} suggestedCategoryIds={suggestedCategoryIds} onTyping={onTyping} />;
}

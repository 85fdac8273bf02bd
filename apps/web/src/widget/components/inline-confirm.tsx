import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';

interface InlineConfirmProps {
  title: string;
  message?: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
  className?: string;
}

/**
 * "Are you sure?" in place, with the action named on its button: lighter than a modal (no focus trap, overlay or
 * scroll lock to ship), and Escape or Cancel leaves everything as it was. The keyboard starts on Cancel.
 */
export function InlineConfirm({ title, message, confirmLabel, onConfirm, onCancel, className }: InlineConfirmProps) {
  const { t } = useWidgetText();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onCancel();
    }
  };
  return (
    <Stack
      gap={6}
      role="alertdialog"
      aria-label={title}
      className={className}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
      data-testid="confirm"
    >
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {message && <Text size="xs">{message}</Text>}
      <Group gap="xs" justify="flex-end">
        <Button size="compact-sm" variant="default" onClick={onCancel} disabled={busy} autoFocus>
          {t('widget.actions.cancel')}
        </Button>
        <Button size="compact-sm" color="red" onClick={() => void confirm()} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}

import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import type { OverlayProps } from '../lib/overlays/overlay-manager.tsx';

export interface ConfirmOverlayProps {
  title?: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  /** May return a promise: the button shows it is working, and the overlay closes when it settles well. */
  onConfirm: () => unknown;
}

/** The one confirmation dialog (activate, deactivate, delete …), opened through the overlay manager as `confirm`. */
export function ConfirmOverlay({
  opened,
  close,
  title,
  message,
  confirmLabel,
  danger,
  onConfirm,
}: OverlayProps & ConfirmOverlayProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title ?? t('common.confirm.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={close} disabled={busy}>
          {t('common.actions.cancel')}
        </Button>
        <Button color={danger ? 'red' : 'violet'} onClick={() => void confirm()} loading={busy}>
          {confirmLabel ?? t('common.actions.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

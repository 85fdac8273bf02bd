import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { OverlayProps } from '../../../lib/overlays/overlay-manager.tsx';

export interface BlockCustomerOverlayProps {
  name: string;
  /** Settles when the block is done (or has failed and said so). */
  onConfirm: (reason: string | undefined) => Promise<unknown>;
}

/** The confirmation of a block, with the optional reason the admin records (registered as `block-customer`). */
export function BlockCustomerOverlay({ opened, close, name, onConfirm }: OverlayProps & BlockCustomerOverlayProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(reason.trim() || undefined);
      close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('customers.block.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack>
        <Text>{t('customers.block.message', { name })}</Text>
        <Textarea
          label={t('customers.block.reason')}
          description={t('common.optional')}
          maxLength={300}
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('common.actions.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            {t('customers.block.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { useBrandOptions } from '../../../lib/brands/use-brand-options.ts';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import type { OverlayProps } from '../../../lib/overlays/overlay-manager.tsx';

export interface AssignInstallationOverlayProps {
  /** The store as the admin knows it: its name, else its domain, else its merchant id. */
  store: string;
  /** Settles when the store is assigned; a failure stays in the dialog, said in the reader's language. */
  onConfirm: (brand: { id: string; name: string }) => Promise<unknown>;
}

/**
 * Choosing the brand a waiting Salla store serves, and confirming it (registered as `assign-salla-installation`).
 * The store's tokens move to the brand: its orders are tracked in the brand's chats from then on.
 */
export function AssignInstallationOverlay({
  opened,
  close,
  store,
  onConfirm,
}: OverlayProps & AssignInstallationOverlayProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const brands = useBrandOptions();
  const [brandId, setBrandId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const brand = brands.data.find((option) => option.value === brandId);

  const confirm = async () => {
    if (!brand) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm({ id: brand.value, name: brand.label });
      close();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('sallaInstallations.assign.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack>
        <FormError message={failure} />
        <Select
          label={t('sallaInstallations.assign.brand')}
          placeholder={t('sallaInstallations.assign.brandPlaceholder')}
          data={brands.data}
          value={brandId}
          onChange={setBrandId}
          searchable
          nothingFoundMessage={t('sallaInstallations.assign.noBrand')}
          disabled={busy}
          comboboxProps={{ withinPortal: false }}
        />
        <Text size="sm" c={brand ? undefined : 'dimmed'}>
          {brand
            ? t('sallaInstallations.assign.message', { store, brand: brand.label })
            : t('sallaInstallations.assign.hint')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('common.actions.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={busy} disabled={!brand}>
            {t('sallaInstallations.assign.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

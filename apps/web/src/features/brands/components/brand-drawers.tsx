import { Button, Group, Stack } from '@mantine/core';
import { IconAdjustments, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import { useBrand } from '../api/use-brands.ts';
import { BrandConfigurationPanel } from './brand-configuration-panel.tsx';
import { BrandDetails } from './brand-details.tsx';
import { BrandForm } from './brand-form.tsx';

interface DrawerProps {
  id: string | null;
  onClose: () => void;
}

/** `?view=ID`. */
export function BrandViewDrawer({
  id,
  onClose,
  onEdit,
  onConfigure,
  onDelete,
}: DrawerProps & {
  onEdit: (brand: BrandResponse) => void;
  onConfigure: (brand: BrandResponse) => void;
  onDelete: (brand: BrandResponse) => void;
}) {
  const { t } = useTranslation();
  const brand = useBrand(useLastId(id));
  const data = brand.data;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={t('brands.view.title')}
      size="xl"
      loading={brand.isPending}
      error={brand.error}
    >
      {data && (
        <Stack gap="lg">
          <Group gap="xs">
            <Button leftSection={<IconPencil size={16} />} onClick={() => onEdit(data)}>
              {t('common.actions.edit')}
            </Button>
            <Button variant="default" leftSection={<IconAdjustments size={16} />} onClick={() => onConfigure(data)}>
              {t('brands.view.configuration')}
            </Button>
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => onDelete(data)}>
              {t('common.actions.delete')}
            </Button>
          </Group>
          <BrandDetails brand={data} />
        </Stack>
      )}
    </DetailDrawer>
  );
}

/** `?edit=new` or `?edit=ID`. */
export function BrandFormDrawer({ id, onClose }: DrawerProps) {
  const { t } = useTranslation();
  const shown = useLastId(id);
  const creating = shown === 'new';
  const brand = useBrand(creating ? null : shown);
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={creating ? t('brands.list.createTitle') : t('brands.list.editTitle')}
      size="xl"
      loading={!creating && brand.isPending}
      error={creating ? null : brand.error}
    >
      {(creating || brand.data) && (
        <BrandForm
          key={brand.data?.id ?? 'new'}
          brand={creating ? undefined : brand.data}
          onSaved={onClose}
          onCancel={onClose}
        />
      )}
    </DetailDrawer>
  );
}

/** `?configure=ID`: an admin reaches a brand's configuration from the list (`/admin/brand/configuration` is the manager's). */
export function BrandConfigurationDrawer({ id, onClose }: DrawerProps) {
  const { t } = useTranslation();
  const shown = useLastId(id);
  const brand = useBrand(shown);
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={
        brand.data ? t('brands.configuration.titleOf', { name: brand.data.nameEn }) : t('brands.configuration.title')
      }
      size="xl"
    >
      {shown && <BrandConfigurationPanel brandId={shown} brand={brand.data} onSaved={onClose} />}
    </DetailDrawer>
  );
}

import { Button } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { RecordActions, RecordFormDrawer, RecordViewDrawer } from '../../../components/record-drawers.tsx';
import type { RecordDrawerProps, RecordViewActions } from '../../../components/record-drawers.tsx';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import { useBrand } from '../api/use-brands.ts';
import { BrandConfigurationPanel } from './brand-configuration-panel.tsx';
import { BrandDetails } from './brand-details.tsx';
import { BrandForm } from './brand-form.tsx';

/** `?view=ID`. */
export function BrandViewDrawer({
  id,
  onClose,
  onEdit,
  onConfigure,
  onDelete,
}: RecordDrawerProps & RecordViewActions<BrandResponse> & { onConfigure: (brand: BrandResponse) => void }) {
  const { t } = useTranslation();
  return (
    <RecordViewDrawer id={id} onClose={onClose} useRecord={useBrand} title={t('brands.view.title')} size="xl">
      {(brand) => (
        <>
          <RecordActions onEdit={() => onEdit(brand)} onDelete={() => onDelete(brand)}>
            <Button variant="default" leftSection={<IconAdjustments size={16} />} onClick={() => onConfigure(brand)}>
              {t('brands.view.configuration')}
            </Button>
          </RecordActions>
          <BrandDetails brand={brand} />
        </>
      )}
    </RecordViewDrawer>
  );
}

/** `?edit=new` or `?edit=ID`. */
export function BrandFormDrawer({ id, onClose }: RecordDrawerProps) {
  const { t } = useTranslation();
  return (
    <RecordFormDrawer
      id={id}
      onClose={onClose}
      useRecord={useBrand}
      createTitle={t('brands.list.createTitle')}
      editTitle={t('brands.list.editTitle')}
      size="xl"
    >
      {(brand) => <BrandForm brand={brand} onSaved={onClose} onCancel={onClose} />}
    </RecordFormDrawer>
  );
}

/** `?configure=ID`: an admin reaches a brand's configuration from the list (`/admin/brand/configuration` is the manager's). */
export function BrandConfigurationDrawer({ id, onClose }: RecordDrawerProps) {
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

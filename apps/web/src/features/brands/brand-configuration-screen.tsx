import { Stack } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { useBrand } from './api/use-brands.ts';
import { BrandConfigurationPanel } from './components/brand-configuration-panel.tsx';
import { NoBrandAlert } from './components/no-brand-alert.tsx';

/**
 * `/admin/brand/configuration` (brand_manager): preset messages, notification config and toggles of its brand, and
 * the store connection entry point. Admins are sent away by the guard (rule 7) and configure a brand from the list.
 */
export function BrandConfigurationScreen() {
  const { t } = useTranslation();
  const brandId = useSessionUser()?.brandId ?? null;
  const brand = useBrand(brandId);
  return (
    <Stack>
      <PageHeader title={t('admin.nav.brandConfiguration')} description={t('brands.configuration.subtitle')} />
      {brandId ? <BrandConfigurationPanel brandId={brandId} brand={brand.data} framed /> : <NoBrandAlert />}
    </Stack>
  );
}

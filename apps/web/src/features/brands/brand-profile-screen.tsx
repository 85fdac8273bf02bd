import { Paper, Stack } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { DetailSkeleton } from '../../components/detail-skeleton.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { useBrand } from './api/use-brands.ts';
import { BrandForm } from './components/brand-form.tsx';
import { NoBrandAlert } from './components/no-brand-alert.tsx';

/** `/admin/brand/profile` (brand_manager): its own brand's identity, colours, widget and web view code. */
export function BrandProfileScreen() {
  const { t } = useTranslation();
  const brandId = useSessionUser()?.brandId ?? null;
  const brand = useBrand(brandId);
  return (
    <Stack>
      <PageHeader title={t('admin.nav.brandProfile')} description={t('brands.profile.subtitle')} />
      {!brandId ? (
        <NoBrandAlert />
      ) : brand.error ? (
        <ErrorAlert error={brand.error} onRetry={() => void brand.refetch()} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          {brand.data ? <BrandForm key={brand.data.id} brand={brand.data} variant="profile" /> : <DetailSkeleton />}
        </Paper>
      )}
    </Stack>
  );
}

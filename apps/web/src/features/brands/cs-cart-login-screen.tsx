import { Alert, Anchor, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DetailSkeleton } from '../../components/detail-skeleton.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useBrandOptions } from '../../lib/brands/use-brand-options.ts';
import { addBackOfficeResources } from '../../lib/i18n/back-office-resources.ts';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { useLocalized } from '../../lib/i18n/use-localized.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { useBrand } from './api/use-brands.ts';
import { ConnectionBadge } from './components/brand-badges.tsx';
import { CsCartLoginForm } from './components/cs-cart-login-form.tsx';
import { NoBrandAlert } from './components/no-brand-alert.tsx';

/** An admin picks the brand (or arrives with `?brandId=` from the brand's configuration). */
function BrandPicker({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation();
  const options = useBrandOptions();
  return (
    <Select
      label={t('brands.csCart.brand')}
      placeholder={t('brands.csCart.brandPlaceholder')}
      data={options.data}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={t('common.table.noOptions')}
      disabled={options.isPending}
    />
  );
}

/**
 * `/admin/brand/cs-cart-login` (spec section 2: outside the admin layout, so it adds the back office's texts itself):
 * connects a brand's CS-Cart store (DESIGN.md section 7). A brand manager connects its own brand; an admin chooses one.
 * Saving leads back to where the connection is shown: Brand Configuration, or the admin's brand configuration drawer.
 */
export function CsCartLoginScreen() {
  const { t, i18n } = useTranslation();
  addBackOfficeResources(i18n);
  const user = useSessionUser();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const localized = useLocalized();
  const [params, setParams] = useSearchParams();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const brandId = isAdmin ? params.get('brandId') || null : (user?.brandId ?? null);
  const brand = useBrand(brandId);

  const backPath = !isAdmin
    ? '/admin/brand/configuration'
    : brandId
      ? `/admin/brand?configure=${brandId}`
      : '/admin/brand';

  let body;
  if (!brandId) {
    body = isAdmin ? (
      <Text size="sm" c="dimmed">
        {t('brands.csCart.chooseBrand')}
      </Text>
    ) : (
      <NoBrandAlert />
    );
  } else if (brand.isPending) {
    body = <DetailSkeleton lines={4} />;
  } else if (brand.isError) {
    body = <ErrorAlert error={brand.error} onRetry={() => void brand.refetch()} />;
  } else if (brand.data.orderManager !== 'cs_cart') {
    body = (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} data-testid="not-cs-cart">
        {t('brands.csCart.notCsCart')}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm" fw={600} dir="auto">
            {localized(brand.data.nameEn, brand.data.nameAr)}
          </Text>
          <ConnectionBadge status={brand.data.connectionStatus} />
        </Group>
        <CsCartLoginForm key={brand.data.id} brand={brand.data} onSaved={() => void navigate(localePath(backPath))} />
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={600} mx="auto">
      <Anchor component={Link} to={localePath(backPath)} size="sm" w="fit-content">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} style={{ transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} aria-hidden />
          {isAdmin ? t('brands.csCart.backToBrands') : t('brands.csCart.back')}
        </Group>
      </Anchor>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} size="h3">
              {t('admin.screens.csCartLogin')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('brands.csCart.intro')}
            </Text>
          </Stack>
          {isAdmin && (
            <BrandPicker value={brandId} onChange={(id) => setParams(id ? { brandId: id } : {}, { replace: true })} />
          )}
          {body}
        </Stack>
      </Paper>
    </Stack>
  );
}

import { Paper, Select, Stack } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useSearchParams } from 'react-router';
import { DetailSkeleton } from '../../components/detail-skeleton.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useBrandOptions } from '../../lib/brands/use-brand-options.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { useGeneralSettings } from './api/use-general-settings.ts';
import { GeneralSettingsForm } from './components/general-settings-form.tsx';

const PLATFORM = 'platform';

/**
 * `/admin/settings`. An admin edits the platform defaults, or picks a brand (`?brandId=`) and edits its own values;
 * a brand manager edits its brand's values. Empty brand values fall back to the platform default.
 */
export function GeneralSettingsScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const [searchParams, setSearchParams] = useSearchParams();
  const brandId = isAdmin ? searchParams.get('brandId') : (user?.brandId ?? null);
  const brands = useBrandOptions(isAdmin);
  const settings = useGeneralSettings(brandId);

  const pick = (value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== PLATFORM) next.set('brandId', value);
        else next.delete('brandId');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack>
      <PageHeader
        title={t('admin.nav.generalSettings')}
        description={brandId ? t('settings.general.subtitleBrand') : t('settings.general.subtitlePlatform')}
      />
      {isAdmin && (
        <Select
          label={t('settings.general.scope')}
          data={[{ value: PLATFORM, label: t('settings.general.platform') }, ...brands.data]}
          value={brandId ?? PLATFORM}
          onChange={pick}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('common.table.noOptions')}
          maw={360}
        />
      )}
      <Paper withBorder radius="md" p="lg">
        {settings.error ? (
          <ErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />
        ) : settings.data ? (
          <GeneralSettingsForm key={brandId ?? PLATFORM} settings={settings.data} />
        ) : (
          <DetailSkeleton lines={5} />
        )}
      </Paper>
    </Stack>
  );
}

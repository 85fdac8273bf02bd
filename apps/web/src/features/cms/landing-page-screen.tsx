import { Stack } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { DetailSkeleton } from '../../components/detail-skeleton.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useLandingPage } from './api/use-landing-page.ts';
import { LandingForm } from './components/landing-form.tsx';

/** `/admin/landing-page-form` (admin): what `/` shows to visitors, in both languages. */
export function LandingPageFormScreen() {
  const { t } = useTranslation();
  const landing = useLandingPage();
  return (
    <Stack>
      <PageHeader title={t('admin.nav.landingPage')} description={t('cms.landing.subtitle')} />
      {landing.error ? (
        <ErrorAlert error={landing.error} onRetry={() => void landing.refetch()} />
      ) : landing.data ? (
        <LandingForm landing={landing.data} />
      ) : (
        <DetailSkeleton />
      )}
    </Stack>
  );
}

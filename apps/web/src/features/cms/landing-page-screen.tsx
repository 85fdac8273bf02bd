import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/landing-page-form`: the landing page content shown at / (issue 5). Until then, an empty state. */
export function LandingPageFormScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.landingPage')} />;
}

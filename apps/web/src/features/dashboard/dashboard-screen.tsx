import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin`: totals and live counts (issue 10). Until then, an empty state. */
export function DashboardScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.dashboard')} />;
}

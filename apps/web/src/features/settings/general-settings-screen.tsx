import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/settings`: timeouts, limits and edit windows (issue 4). Until then, an empty state. */
export function GeneralSettingsScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.generalSettings')} />;
}

import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/brand-manager`: brand managers (issue 4). Until then, an empty state. */
export function BrandManagersScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.brandManagers')} />;
}

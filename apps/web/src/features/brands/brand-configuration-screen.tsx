import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/brand/configuration`: store connection, colours, widget code (issue 4). Until then, an empty state. */
export function BrandConfigurationScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.brandConfiguration')} />;
}

import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/brand/profile`: the brand manager's own brand (issue 4). Until then, an empty state. */
export function BrandProfileScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.brandProfile')} />;
}

import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/brand`: the brand list with create and update (issue 4). Until then, an empty state. */
export function BrandsScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.brands')} />;
}

import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/customer`: customers (issue 4). Until then, an empty state. */
export function CustomersScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.customers')} />;
}

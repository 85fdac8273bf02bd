import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/customer`: the customer's chats, orders and notifications (issue 8). Until then, an empty state. */
export function CustomerAreaScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('areas.customer.title')} description={t('areas.customer.description')} />;
}

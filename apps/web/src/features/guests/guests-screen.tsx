import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/guest`: guests (issue 4). Until then, an empty state. */
export function GuestsScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.guests')} />;
}

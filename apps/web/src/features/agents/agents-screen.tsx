import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/agent`: agents (issue 4), their performance report and sign-in log (issue 10). Until then, an empty state. */
export function AgentsScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.agents')} />;
}

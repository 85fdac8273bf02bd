import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/critical-message`: flagged messages (DESIGN.md section 4, issue 6). Until then, an empty state. */
export function CriticalMessagesScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.criticalMessages')} />;
}

import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/faq`: the FAQ shown in the widget (issue 5). Until then, an empty state. */
export function FaqsScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.faq')} />;
}

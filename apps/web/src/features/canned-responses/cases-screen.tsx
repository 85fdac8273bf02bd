import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/canned-response/case`: canned response cases with images, documents and video (issue 5). Until then, an empty state. */
export function CasesScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.cases')} />;
}

import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/cms-faq`: the public site's FAQ (issue 5). Until then, an empty state. */
export function CmsFaqScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.cmsFaq')} />;
}

import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/page`: CMS pages: create, delete, slug shown in edit (issue 5). Until then, an empty state. */
export function CmsPagesScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.cmsPages')} />;
}

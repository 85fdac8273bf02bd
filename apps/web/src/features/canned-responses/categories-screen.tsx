import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/canned-response/category`: canned response categories and their critical words (issue 5). Until then, an empty state. */
export function CategoriesScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.categories')} />;
}

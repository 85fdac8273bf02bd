import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/brand/cs-cart-login`: connects a CS-Cart store (DESIGN.md section 7, issue 9); shown without the admin layout. Until then, an empty state. */
export function CsCartLoginScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.screens.csCartLogin')} />;
}

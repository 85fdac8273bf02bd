import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/contact-forms`: contact form requests and their settings (issue 5). Until then, an empty state. */
export function ContactFormsScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.contactForms')} />;
}

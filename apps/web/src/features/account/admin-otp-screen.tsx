import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/otp`: the spec names the route but not its content. */
export function AdminOtpScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('account.otp.title')} />;
}

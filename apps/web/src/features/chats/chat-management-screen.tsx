import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/admin/chat-management`: chats with change agent, details and history (issue 6). Until then, an empty state. */
export function ChatManagementScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('admin.nav.chatManagement')} />;
}

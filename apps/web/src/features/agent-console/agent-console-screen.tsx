import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/agent`: the agent's live inbox (issue 7). Until then, an empty state. */
export function AgentConsoleScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('areas.agent.title')} description={t('areas.agent.description')} />;
}

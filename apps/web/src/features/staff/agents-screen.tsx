import { SegmentedControl } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useSearchParams } from 'react-router';
import { TableSkeleton } from '../../components/data-table/table-skeleton.tsx';
import { StaffListPage } from './components/staff-list-page.tsx';

// The report and its charts load when the tab is first opened, not with the list of agents.
const AgentPerformancePage = lazy(async () => ({
  default: (await import('./components/agent-performance-page.tsx')).AgentPerformancePage,
}));

type AgentsTab = 'agents' | 'performance';

/**
 * `/admin/agent` (admin, brand_manager): agents — a manager sees and creates only its brand's — and, under
 * `?tab=performance`, their performance report. Switching tabs starts the other view afresh.
 */
export function AgentsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: AgentsTab = params.get('tab') === 'performance' ? 'performance' : 'agents';
  const tabs = (
    <SegmentedControl
      aria-label={t('reports.tabs.label')}
      value={tab}
      data={[
        { value: 'agents', label: t('reports.tabs.agents') },
        { value: 'performance', label: t('reports.tabs.performance') },
      ]}
      onChange={(next) => setParams(next === 'performance' ? { tab: 'performance' } : {})}
      style={{ alignSelf: 'flex-start' }}
    />
  );
  if (tab === 'agents') return <StaffListPage kind="agents" tabs={tabs} />;
  return (
    <Suspense fallback={<TableSkeleton />}>
      <AgentPerformancePage tabs={tabs} />
    </Suspense>
  );
}

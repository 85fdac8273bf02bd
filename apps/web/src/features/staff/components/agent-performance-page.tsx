import { Button, Stack, Text } from '@mantine/core';
import { IconTableExport } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { z } from 'zod';
import { listQuery } from '@tawasul/contracts/lists';
import { AgentReportSort } from '@tawasul/contracts/reports';
import { FilterSelect, ListToolbar, SearchInput } from '../../../components/data-table/list-toolbar.tsx';
import { ServerTable } from '../../../components/data-table/server-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ReportRangeFilter } from '../../../components/report-range-filter.tsx';
import { useBrandOptions } from '../../../lib/brands/use-brand-options.ts';
import { useDrawerParams } from '../../../lib/lists/use-drawer-params.ts';
import { useListQuery } from '../../../lib/lists/use-list-query.ts';
import { useReportFormat } from '../../../lib/reports/report-format.ts';
import { PLATFORM_TIME_ZONE, useReportRange } from '../../../lib/reports/report-range.ts';
import { useSessionUser } from '../../../lib/session/session-query.ts';
import { csvHref } from '../api/report-keys.ts';
import { useAgentReport, type AgentReportListRow } from '../api/use-agent-report.ts';
import { useAgentReportColumns } from './agent-report-columns.tsx';
import { AgentReportDrawer } from './agent-report-drawer.tsx';

/** The table's own part of the address; the period (`range`, `from`, `to`) is read by `useReportRange`. */
const PerformanceQuery = listQuery(AgentReportSort, 'assigned').extend({ brandId: z.uuid().optional() });

const DRAWERS = ['view'] as const;

/**
 * `/admin/agent?tab=performance` (admin for all brands, brand_manager for its own): DESIGN.md section 5 per agent
 * over a period, searched, sorted and paged by the server; the same table as CSV; an agent's detail in a drawer.
 */
export function AgentPerformancePage({ tabs }: { tabs: ReactNode }) {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const { query, update } = useListQuery(PerformanceQuery);
  const brandId = isAdmin ? query.brandId : undefined;
  const brands = useBrandOptions(isAdmin);
  // The server counts days in the scope's time zone and says which with each answer: the first request counts in
  // the platform's (every brand's default), and a brand elsewhere is asked again with its own days.
  const scope = brandId ?? 'all';
  const [zones, setZones] = useState<Record<string, string>>({});
  const timeZone = zones[scope] ?? PLATFORM_TIME_ZONE;
  const range = useReportRange(timeZone);
  const reportQuery = { ...query, ...range.days, brandId };
  const report = useAgentReport(reportQuery);
  const drawers = useDrawerParams(DRAWERS);
  const columns = useAgentReportColumns({ withBrand: isAdmin });
  const format = useReportFormat();

  const answeredZone = report.isPlaceholderData ? undefined : report.data?.timeZone;
  // Adjusted while rendering (as useLastId does), so the days are right before anything is painted with them.
  if (answeredZone && answeredZone !== timeZone) setZones((current) => ({ ...current, [scope]: answeredZone }));

  const { page: _page, pageSize: _pageSize, ...exported } = reportQuery;
  const view = (row: AgentReportListRow) => drawers.open('view', row.agentId);

  return (
    <Stack>
      <PageHeader
        title={t('staff.agents.title')}
        description={t('reports.performance.subtitle')}
        actions={
          <Button
            component="a"
            href={csvHref('/api/reports/agents', { ...exported, lang: i18n.language })}
            download
            variant="default"
            leftSection={<IconTableExport size={16} />}
          >
            {t('reports.performance.export')}
          </Button>
        }
      />
      {tabs}
      <ListToolbar>
        <SearchInput value={query.search ?? ''} onSearch={(search) => update({ search })} />
        {isAdmin && (
          <FilterSelect
            label={t('reports.filters.brand')}
            placeholder={t('reports.filters.allBrands')}
            value={query.brandId}
            data={brands.data}
            searchable
            onChange={(next) => update({ brandId: next })}
          />
        )}
        <ReportRangeFilter range={range} />
      </ListToolbar>
      {report.data && (
        // Every rating of the period and scope (the brand's, or every brand's), whichever agents the page shows.
        <Text size="sm" data-testid="rating-summary">
          {report.data.ratings.average === null
            ? t('reports.performance.noRatings')
            : t('reports.performance.ratingSummary', {
                average: format.count(report.data.ratings.average),
                count: format.count(report.data.ratings.count),
              })}
        </Text>
      )}
      <ServerTable
        columns={columns}
        list={report}
        query={query}
        onQueryChange={update}
        emptyTitle={query.search ? t('reports.performance.emptyFiltered') : t('reports.performance.empty')}
        emptyDescription={query.search ? t('common.table.emptyFiltered') : undefined}
        onRowClick={view}
      />
      <AgentReportDrawer id={drawers.idOf('view')} days={range.days} onClose={drawers.close} />
    </Stack>
  );
}

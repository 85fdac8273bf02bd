import { Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { AgentReportSort } from '@tawasul/contracts/reports';
import { useEndAlign } from '../../../components/data-table/row-actions.tsx';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useReportFormat } from '../../../lib/reports/report-format.ts';
import type { AgentReportListRow } from '../api/use-agent-report.ts';

type Metric = Exclude<(typeof AgentReportSort)[number], 'name'>;

const COUNTS: Metric[] = ['assigned', 'closed'];
const DURATIONS: Metric[] = ['averageFirstResponseSeconds', 'averageResolutionSeconds'];
const MORE_COUNTS: Metric[] = ['messagesSent', 'reassigned', 'unanswered'];

/**
 * DESIGN.md section 5, one column per metric, each sorted by the server: the agent (named in the reader's language),
 * its brand for admins, the counts and the humane durations.
 */
export function useAgentReportColumns({ withBrand }: { withBrand: boolean }): DataTableColumn<AgentReportListRow>[] {
  const { t } = useTranslation();
  const localized = useLocalized();
  const format = useReportFormat();
  const end = useEndAlign();

  const metric = (accessor: Metric, render: (value: number | null) => string): DataTableColumn<AgentReportListRow> => ({
    accessor,
    title: t(`reports.columns.${accessor}`),
    sortable: true,
    textAlign: end,
    noWrap: true,
    render: (row) => render(row[accessor]),
  });
  const count = (value: number | null) => (value === null ? '—' : format.count(value));

  const columns: (DataTableColumn<AgentReportListRow> | false)[] = [
    {
      accessor: 'name',
      title: t('reports.columns.agent'),
      sortable: true,
      render: (row) => (
        <Text size="sm" fw={500}>
          {localized(row.nameEn, row.nameAr)}
        </Text>
      ),
    },
    withBrand && {
      accessor: 'brandNameEn',
      title: t('reports.columns.brand'),
      render: (row) => localized(row.brandNameEn, row.brandNameAr),
    },
    ...COUNTS.map((accessor) => metric(accessor, count)),
    ...DURATIONS.map((accessor) => metric(accessor, format.duration)),
    ...MORE_COUNTS.map((accessor) => metric(accessor, count)),
    metric('activeSeconds', format.duration),
    // Satisfaction ratings (issue 21): how many the agent's closings got in the period, and their average of 5.
    metric('ratings', count),
    metric('averageRating', count),
  ];
  return columns.filter((column): column is DataTableColumn<AgentReportListRow> => column !== false);
}

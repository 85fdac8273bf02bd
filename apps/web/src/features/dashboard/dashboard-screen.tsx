import { Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { z } from 'zod';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { FilterSelect } from '../../components/data-table/list-toolbar.tsx';
import { LiveStatusBadge } from '../../components/live-status-badge.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReportRangeFilter } from '../../components/report-range-filter.tsx';
import { useBrandOptions } from '../../lib/brands/use-brand-options.ts';
import { useIsolate } from '../../lib/i18n/bidi.ts';
import { useListQuery } from '../../lib/lists/use-list-query.ts';
import { PLATFORM_TIME_ZONE, useReportRange } from '../../lib/reports/report-range.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { useDashboardCharts, useDashboardSummary } from './api/use-dashboard.ts';
import { useLiveDashboard } from './api/use-live-dashboard.ts';
import { StatCards } from './components/stat-cards.tsx';
import { CHART_HEIGHT } from '../../components/charts/chart-card.tsx';

// The charts' libraries (recharts, d3) are most of the back office's weight: they load where they are drawn, after
// the counts and the page around them (issue 22).
const DashboardCharts = lazy(async () => ({
  default: (await import('./components/dashboard-charts.tsx')).DashboardCharts,
}));

/** The four chart cards' places while their code loads, the size they will have. */
function ChartsLoading() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" aria-busy data-testid="charts-loading">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} h={CHART_HEIGHT + 74} radius="md" data-testid="chart-skeleton" />
      ))}
    </SimpleGrid>
  );
}

/** An admin's brand filter in the address (`?brandId=`); an unreadable one means all brands. */
const DashboardQuery = z.object({ brandId: z.uuid().optional() });

/**
 * `/admin` (admin, brand_manager): the live counts, kept current by the socket rather than by polling, and the charts
 * of a period whose days are the brand's (its time zone comes with the counts). Admins look at all brands or one; a
 * brand manager sees its own.
 */
export function DashboardScreen() {
  const { t } = useTranslation();
  const { isolate } = useIsolate();
  const user = useSessionUser();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const { query, update } = useListQuery(DashboardQuery);
  const brandId = isAdmin ? query.brandId : undefined;
  const brands = useBrandOptions();
  const summary = useDashboardSummary(brandId);
  useLiveDashboard(brandId);

  // The charts wait for the scope's time zone: "today" is the brand's today. Without the counts, the platform's.
  const timeZone = summary.data?.timeZone ?? (summary.error ? PLATFORM_TIME_ZONE : null);
  const range = useReportRange(timeZone ?? PLATFORM_TIME_ZONE);
  const charts = useDashboardCharts(timeZone ? { ...range.days, ...(brandId ? { brandId } : {}) } : null);
  // The one brand the counts are of, named in the reader's language: a manager's own, or the one an admin chose.
  const scopeBrand = isAdmin ? brands.data.find((brand) => brand.value === brandId)?.label : brands.data[0]?.label;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.nav.dashboard')}
        description={
          scopeBrand ? t('dashboard.subtitleBrand', { brand: isolate(scopeBrand) }) : t('dashboard.subtitle')
        }
        actions={<LiveStatusBadge />}
      />
      {isAdmin && (
        <Group>
          <FilterSelect
            label={t('dashboard.filters.brand')}
            placeholder={t('dashboard.filters.allBrands')}
            value={brandId}
            data={brands.data}
            searchable
            onChange={(next) => update({ brandId: next })}
          />
        </Group>
      )}
      {summary.error && !summary.data && <ErrorAlert error={summary.error} onRetry={() => void summary.refetch()} />}
      <StatCards summary={summary.data} />
      <Stack gap="sm" component="section" aria-labelledby="dashboard-activity">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id="dashboard-activity">
              {t('dashboard.charts.title')}
            </Title>
            {timeZone && (
              <Text size="xs" c="dimmed" data-testid="time-zone">
                {t('dashboard.charts.timeZone', { zone: isolate(timeZone) })}
              </Text>
            )}
          </Stack>
          <ReportRangeFilter range={range} />
        </Group>
        <Suspense fallback={<ChartsLoading />}>
          <DashboardCharts charts={charts} waiting={timeZone === null} />
        </Suspense>
      </Stack>
    </Stack>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DashboardCharts, DashboardSummary, type DashboardChartsQuery } from '@tawasul/contracts/reports';
import { api } from '../../../lib/http/api.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** `GET /api/dashboard/summary?brandId`: the live counts (a brand manager's are its brand's; the server decides). */
export function useDashboardSummary(brandId: string | undefined) {
  return useQuery({
    queryKey: dashboardKeys.summary(brandId),
    queryFn: async ({ signal }) =>
      DashboardSummary.parse(await api.get('/api/dashboard/summary', { query: { brandId }, signal })),
  });
}

/** `GET /api/dashboard/charts?from&to&brandId`, once the days are known (they follow the brand's time zone). */
export function useDashboardCharts(query: DashboardChartsQuery | null) {
  return useQuery({
    queryKey: dashboardKeys.chart(query ?? {}),
    queryFn: async ({ signal }) =>
      DashboardCharts.parse(await api.get('/api/dashboard/charts', { query: { ...query }, signal })),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

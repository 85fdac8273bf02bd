/** The dashboard's query keys: its live counts and its charts, each per brand scope (`all` for every brand). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summaries: () => ['dashboard', 'summary'] as const,
  summary: (brandId: string | undefined) => ['dashboard', 'summary', brandId ?? 'all'] as const,
  charts: () => ['dashboard', 'charts'] as const,
  chart: (query: object) => ['dashboard', 'charts', query] as const,
};

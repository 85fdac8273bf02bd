import '@mantine/charts/styles.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { ColorSwatch, getThemeColor, Group, SimpleGrid, Stack, Text, useMantineTheme } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ChatStatus } from '@tawasul/contracts/chats';
import type { DashboardCharts as Charts } from '@tawasul/contracts/reports';
import { CHART_HEIGHT, ChartCard } from '../../../components/charts/chart-card.tsx';
import { useChartAxes } from '../../../components/charts/use-chart-axes.ts';
import { durationScale, useReportFormat } from '../../../lib/reports/report-format.ts';

/** The chat screens' status colours (chats/components/chat-status-badge.tsx), as chart shades. */
const STATUS_COLORS: Record<ChatStatus, string> = {
  new: 'gray.5',
  waiting_for_agent: 'orange.6',
  pending_acceptance: 'blue.6',
  open: 'green.6',
  closed: 'dark.3',
};

const isStatus = (status: string): status is ChatStatus => ChatStatus.safeParse(status).success;

type ChartsQuery = Pick<UseQueryResult<Charts>, 'data' | 'error' | 'refetch'>;

interface CardState {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** Chats started per day, average first response per day, chats by status and the busiest hours of the period. */
export function DashboardCharts({ charts, waiting }: { charts: ChartsQuery; waiting: boolean }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const axes = useChartAxes();
  const theme = useMantineTheme();
  // The charts draw in a transition, in slices that give way to the browser (issue 22: the four charts arriving at
  // once blocked a slow phone for about three seconds); until then each card stays as it was.
  const data = useDeferredValue(charts.data);
  const state: CardState = {
    loading: !data && (waiting || !charts.error),
    error: data ? null : charts.error,
    onRetry: () => void charts.refetch(),
  };
  const noChats = t('dashboard.charts.empty');
  const tooltip = { wrapperStyle: axes.tooltipWrapperStyle };

  const started = data?.chatsPerDay.reduce((sum, day) => sum + day.started, 0) ?? 0;
  const answered = data?.firstResponsePerDay.some((day) => day.averageSeconds !== null) ?? false;
  const scale = durationScale(Math.max(0, ...(data?.firstResponsePerDay.map((day) => day.averageSeconds ?? 0) ?? [])));
  const statuses = [...(data?.chatsByStatus ?? [])]
    .filter((entry) => entry.count > 0)
    .sort((a, b) => statusOrder(a.status) - statusOrder(b.status));
  const statusLabel = (status: string) => (isStatus(status) ? t(`chats.status.${status}`) : status);
  const statusColor = (status: string) => (isStatus(status) ? STATUS_COLORS[status] : 'grape.5');
  const byStatusTotal = statuses.reduce((sum, entry) => sum + entry.count, 0);
  const hoursTotal = data?.busiestHours.reduce((sum, hour) => sum + hour.started, 0) ?? 0;

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard title={t('dashboard.charts.chatsPerDay')} {...state} empty={data && started === 0 ? noChats : null}>
        <BarChart
          h={CHART_HEIGHT}
          data={data?.chatsPerDay ?? []}
          dataKey="day"
          series={[{ name: 'started', label: t('dashboard.charts.started'), color: 'violet.6' }]}
          valueFormatter={format.count}
          xAxisProps={{ ...axes.xAxisProps, tickFormatter: format.day }}
          yAxisProps={{ ...axes.yAxisProps, allowDecimals: false }}
          tooltipProps={{
            ...tooltip,
            labelFormatter: (day) => format.dayLong(typeof day === 'string' ? day : undefined),
          }}
          maxBarWidth={36}
          data-testid="chart-chats-per-day"
        />
      </ChartCard>

      <ChartCard
        title={t('dashboard.charts.firstResponse')}
        {...state}
        empty={data && !answered ? t('dashboard.charts.emptyResponses') : null}
      >
        <LineChart
          h={CHART_HEIGHT}
          data={(data?.firstResponsePerDay ?? []).map(({ day, averageSeconds }) => ({
            day,
            average: averageSeconds === null ? null : averageSeconds / scale.seconds,
          }))}
          dataKey="day"
          series={[{ name: 'average', label: t('dashboard.charts.averageFirstResponse'), color: 'blue.6' }]}
          // The tooltip says the whole duration; the axis counts in one unit.
          valueFormatter={(value) => format.duration(value * scale.seconds)}
          xAxisProps={{ ...axes.xAxisProps, tickFormatter: format.day }}
          yAxisProps={{ ...axes.yAxisProps, tickFormatter: (value: number) => format.inUnit(scale.unit, value) }}
          tooltipProps={{
            ...tooltip,
            labelFormatter: (day) => format.dayLong(typeof day === 'string' ? day : undefined),
          }}
          curveType="monotone"
          connectNulls
          data-testid="chart-first-response"
        />
      </ChartCard>

      <ChartCard title={t('dashboard.charts.byStatus')} {...state} empty={data && byStatusTotal === 0 ? noChats : null}>
        <Group justify="center" gap="xl" mih={CHART_HEIGHT} wrap="wrap">
          <DonutChart
            size={190}
            thickness={26}
            paddingAngle={2}
            data={statuses.map(({ status, count }) => ({
              name: statusLabel(status),
              value: count,
              color: statusColor(status),
            }))}
            chartLabel={format.count(byStatusTotal)}
            valueFormatter={format.count}
            tooltipDataSource="segment"
            tooltipProps={tooltip}
          />
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="status-legend">
            {statuses.map(({ status, count }) => (
              <Group key={status} component="li" gap="xs" wrap="nowrap">
                <ColorSwatch size={12} color={getThemeColor(statusColor(status), theme)} withShadow={false} />
                <Text size="sm">{statusLabel(status)}</Text>
                <Text size="sm" fw={600}>
                  {format.count(count)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      </ChartCard>

      <ChartCard
        title={t('dashboard.charts.busiestHours')}
        {...state}
        empty={data && hoursTotal === 0 ? noChats : null}
      >
        <BarChart
          h={CHART_HEIGHT}
          data={data?.busiestHours ?? []}
          dataKey="hour"
          series={[{ name: 'started', label: t('dashboard.charts.started'), color: 'teal.6' }]}
          valueFormatter={format.count}
          xAxisProps={{ ...axes.xAxisProps, tickFormatter: (hour: number) => format.hour(hour) }}
          yAxisProps={{ ...axes.yAxisProps, allowDecimals: false }}
          tooltipProps={{
            ...tooltip,
            labelFormatter: (hour) =>
              typeof hour === 'number'
                ? t('dashboard.charts.hourRange', { from: format.hour(hour), to: format.hour((hour + 1) % 24) })
                : '',
          }}
          maxBarWidth={24}
          data-testid="chart-busiest-hours"
        />
      </ChartCard>
    </SimpleGrid>
  );
}

function statusOrder(status: string): number {
  const index = ChatStatus.options.indexOf(status as ChatStatus);
  return index === -1 ? ChatStatus.options.length : index;
}

import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { AgentReportDetail } from '@tawasul/contracts/reports';
import { CHART_HEIGHT } from '../../../components/charts/chart-card.tsx';
import { useChartAxes } from '../../../components/charts/use-chart-axes.ts';
import { durationScale, useReportFormat } from '../../../lib/reports/report-format.ts';

/** The agent's online time per day of the period: the axis in hours (or minutes), the tooltip the whole duration. */
export function ActiveTimeChart({ days }: { days: AgentReportDetail['activePerDay'] }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const axes = useChartAxes();
  const scale = durationScale(Math.max(0, ...days.map((day) => day.activeSeconds)));
  return (
    <BarChart
      h={CHART_HEIGHT}
      data={days.map(({ day, activeSeconds }) => ({ day, active: activeSeconds / scale.seconds }))}
      dataKey="day"
      series={[{ name: 'active', label: t('reports.detail.activeTime'), color: 'violet.6' }]}
      valueFormatter={(value) => format.duration(value * scale.seconds)}
      xAxisProps={{ ...axes.xAxisProps, tickFormatter: format.day }}
      yAxisProps={{ ...axes.yAxisProps, tickFormatter: (value: number) => format.inUnit(scale.unit, value) }}
      tooltipProps={{
        wrapperStyle: axes.tooltipWrapperStyle,
        labelFormatter: (day) => format.dayLong(typeof day === 'string' ? day : undefined),
      }}
      maxBarWidth={32}
      data-testid="chart-active-time"
    />
  );
}

import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { AgentReportRow, DayRange } from '@tawasul/contracts/reports';
import { CHART_HEIGHT, ChartCard } from '../../../components/charts/chart-card.tsx';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { useIsolate } from '../../../lib/i18n/bidi.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import { useReportFormat } from '../../../lib/reports/report-format.ts';
import { useAgentReportDetail } from '../api/use-agent-report.ts';
import { SignInLog } from './sign-in-log.tsx';

// Drawn with the charts' libraries, which load with the chart rather than with the report (issue 22).
const ActiveTimeChart = lazy(async () => ({ default: (await import('./active-time-chart.tsx')).ActiveTimeChart }));

type Total = Exclude<keyof AgentReportRow, 'agentId' | 'nameEn' | 'nameAr' | 'brandId' | 'brandNameEn' | 'brandNameAr'>;

const TOTALS: { total: Total; duration?: boolean }[] = [
  { total: 'assigned' },
  { total: 'closed' },
  { total: 'averageFirstResponseSeconds', duration: true },
  { total: 'averageResolutionSeconds', duration: true },
  { total: 'messagesSent' },
  { total: 'reassigned' },
  { total: 'unanswered' },
  { total: 'activeSeconds', duration: true },
  { total: 'ratings' },
  { total: 'averageRating' },
];

function Totals({ agent }: { agent: AgentReportRow }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="agent-totals">
      {TOTALS.map(({ total, duration }) => {
        const value = agent[total];
        return (
          <Paper
            key={total}
            withBorder
            radius="md"
            p="sm"
            component="section"
            aria-label={t(`reports.columns.${total}`)}
          >
            <Text size="xs" c="dimmed">
              {t(`reports.columns.${total}`)}
            </Text>
            <Text fw={700} size="lg">
              {duration ? format.duration(value) : value === null ? '—' : format.count(value)}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * `?tab=performance&view=ID`: one agent over the report's period — its totals, its online time per day and the log
 * of its sign-ins and sign-outs.
 */
export function AgentReportDrawer({ id, days, onClose }: { id: string | null; days: DayRange; onClose: () => void }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { isolate } = useIsolate();
  const format = useReportFormat();
  const shown = useLastId(id);
  const detail = useAgentReportDetail(shown, days);
  const agent = detail.data?.agent;
  const activeTotal = detail.data?.activePerDay.reduce((sum, day) => sum + day.activeSeconds, 0) ?? 0;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      size="xl"
      title={agent ? localized(agent.nameEn, agent.nameAr) : t('reports.detail.title')}
      loading={detail.isPending}
      error={detail.error}
    >
      {agent && detail.data && shown && (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t('reports.detail.period', {
              brand: isolate(localized(agent.brandNameEn, agent.brandNameAr)),
              from: format.dayLong(days.from),
              to: format.dayLong(days.to),
            })}
          </Text>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('reports.detail.totals')}
            </Title>
            <Totals agent={agent} />
          </Stack>
          <ChartCard
            title={t('reports.detail.activePerDay')}
            loading={false}
            empty={activeTotal === 0 ? t('reports.detail.noActiveTime') : null}
          >
            <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
              <ActiveTimeChart days={detail.data.activePerDay} />
            </Suspense>
          </ChartCard>
          <SignInLog key={`${shown}:${days.from}:${days.to}`} agentId={shown} days={days} />
        </Stack>
      )}
    </DetailDrawer>
  );
}

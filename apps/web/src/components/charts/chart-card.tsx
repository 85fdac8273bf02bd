import { Center, EmptyState, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartHistogram } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { ErrorAlert } from '../error-alert.tsx';

export const CHART_HEIGHT = 260;

interface ChartCardProps {
  title: string;
  description?: string;
  /** No data yet: a grey block where the chart will be. */
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Set when the period holds nothing to draw: said in words rather than a flat line. */
  empty?: string | null;
  children?: ReactNode;
}

/** One chart of a report in its card: its title, then a skeleton, a failure with a retry, an empty state or the chart. */
export function ChartCard({ title, description, loading, error, onRetry, empty, children }: ChartCardProps) {
  const { t } = useTranslation();
  let body: ReactNode = children;
  if (error) body = <ErrorAlert error={error} onRetry={onRetry} />;
  else if (loading)
    body = (
      <Skeleton
        height={CHART_HEIGHT}
        radius="sm"
        role="status"
        aria-label={t('common.loading')}
        data-testid="chart-skeleton"
      />
    );
  else if (empty)
    body = (
      <Center mih={CHART_HEIGHT}>
        <EmptyState
          icon={<IconChartHistogram size={28} />}
          withIndicatorBackground
          title={empty}
          data-testid="chart-empty"
        />
      </Center>
    );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h5">
            {title}
          </Title>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {body}
      </Stack>
    </Paper>
  );
}

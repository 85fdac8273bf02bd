import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconHeadset,
  IconMessageCircleBolt,
  IconMessages,
  IconUserBolt,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { DashboardSummary } from '@tawasul/contracts/reports';
import { useReportFormat } from '../../../lib/reports/report-format.ts';

type Count = Exclude<keyof DashboardSummary, 'timeZone'>;

const CARDS: { count: Count; icon: Icon; color: string }[] = [
  { count: 'totalUsers', icon: IconUsersGroup, color: 'violet' },
  { count: 'totalAgents', icon: IconHeadset, color: 'blue' },
  { count: 'activeChats', icon: IconMessages, color: 'orange' },
  { count: 'currentActiveAgents', icon: IconUserBolt, color: 'green' },
  { count: 'currentActiveChats', icon: IconMessageCircleBolt, color: 'teal' },
];

/** The five live counts, each in its card with what it counts; grey blocks until the first answer. */
export function StatCards({ summary }: { summary: DashboardSummary | undefined }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="md">
      {CARDS.map(({ count, icon: CardIcon, color }) => {
        const label = t(`dashboard.cards.${count}.label`);
        return (
          <Paper key={count} withBorder radius="md" p="md" component="section" aria-label={label}>
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color={color} size={42} radius="md" aria-hidden>
                <CardIcon size={24} stroke={1.6} />
              </ThemeIcon>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" c="dimmed" fw={500}>
                  {label}
                </Text>
                {summary ? (
                  <Text fz={28} fw={700} lh={1.2} data-testid={`stat-${count}`}>
                    {format.count(summary[count])}
                  </Text>
                ) : (
                  <Skeleton height={28} width={64} radius="sm" my={3} data-testid="stat-skeleton" />
                )}
                <Text size="xs" c="dimmed">
                  {t(`dashboard.cards.${count}.hint`)}
                </Text>
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

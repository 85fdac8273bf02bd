import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import classes from './data-table.module.css';

/**
 * The first load of a list: its purple header and grey rows where the records will be. A status, so that its name
 * ("Loading") is one an element may carry (a plain box may not: axe's aria-prohibited-attr).
 */
export function TableSkeleton({ rows = 6, columns = 5 }: { rows?: number; columns?: number }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      style={{ overflow: 'hidden' }}
      role="status"
      aria-busy
      aria-label={t('common.loading')}
    >
      <div className={classes.skeletonHeader} />
      <Stack gap="md" p="md" data-testid="table-skeleton">
        {Array.from({ length: rows }, (_, row) => (
          <Group key={row} gap="md" wrap="nowrap">
            {Array.from({ length: columns }, (_, column) => (
              <Skeleton key={column} height={14} radius="sm" style={{ flex: column === 0 ? 2 : 1 }} />
            ))}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

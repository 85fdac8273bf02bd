import { EmptyState, Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyPanelProps extends PaperProps {
  /** A Tabler icon at 28 px, what the list would hold. */
  icon: ReactNode;
  title: string;
  description?: string;
  /** Names the empty state for tests (`…-empty`). */
  testId?: string;
}

/** A list with nothing in it yet, in a bordered panel of its own: what would be here, and how it gets here. */
export function EmptyPanel({ icon, title, description, testId, ...paper }: EmptyPanelProps) {
  return (
    <Paper withBorder radius="md" py="xl" {...paper}>
      <EmptyState icon={icon} withIndicatorBackground title={title} description={description} data-testid={testId} />
    </Paper>
  );
}

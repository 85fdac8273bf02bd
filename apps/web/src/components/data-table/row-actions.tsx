import { ActionIcon, Group, Tooltip, useDirection, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RowAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: MantineColor;
  disabled?: boolean;
}

/** Icon buttons at the end of a row, each named for screen readers and shown as a tooltip. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {actions.map((action) => (
        <Tooltip key={action.label} label={action.label} withArrow openDelay={300}>
          <ActionIcon
            variant="subtle"
            color={action.color ?? 'gray'}
            aria-label={action.label}
            disabled={action.disabled}
            onClick={(event) => {
              event.stopPropagation();
              action.onClick();
            }}
          >
            {action.icon}
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

/** mantine-datatable aligns by physical side: the end of the line is the left in Arabic. */
export function useEndAlign(): 'left' | 'right' {
  return useDirection().dir === 'rtl' ? 'left' : 'right';
}

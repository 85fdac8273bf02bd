import { Drawer, useDirection, type DrawerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { DetailSkeleton } from './detail-skeleton.tsx';
import { ErrorAlert } from './error-alert.tsx';

interface DetailDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: DrawerProps['size'];
  /** While the record loads: a skeleton; when it failed: the reason, in the reader's language. */
  loading?: boolean;
  error?: unknown;
  children?: ReactNode;
}

/**
 * The side panel of a record (`?view=ID`, `?edit=ID`): it slides in from the end of the line, so from the left in
 * Arabic.
 */
export function DetailDrawer({ opened, onClose, title, size = 'lg', loading, error, children }: DetailDrawerProps) {
  const { dir } = useDirection();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position={dir === 'rtl' ? 'left' : 'right'}
      size={size}
      padding="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {error ? <ErrorAlert error={error} /> : loading ? <DetailSkeleton /> : children}
    </Drawer>
  );
}

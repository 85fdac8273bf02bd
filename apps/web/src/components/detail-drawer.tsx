import { Drawer, type DrawerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
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
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      // Mantine places a drawer with flexbox, so "right" is the end of the line: it mirrors to the left in Arabic.
      position="right"
      size={size}
      padding="lg"
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {error ? <ErrorAlert error={error} /> : loading ? <DetailSkeleton /> : children}
    </Drawer>
  );
}

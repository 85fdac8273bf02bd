import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../lib/i18n/use-translation.tsx';

/** A record or a form that is still loading. */
export function DetailSkeleton({ lines = 6 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="detail-skeleton" aria-busy role="status" aria-label={t('common.loading')}>
      <Skeleton height={24} width="60%" />
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={14} width={index % 3 === 2 ? '80%' : '100%'} />
      ))}
    </Stack>
  );
}

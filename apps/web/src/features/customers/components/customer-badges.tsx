import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

export function BlockedBadge({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation();
  return blocked ? (
    <Badge color="red" variant="light">
      {t('customers.status.blocked')}
    </Badge>
  ) : (
    <Badge color="green" variant="light">
      {t('customers.status.allowed')}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { BrandResponse } from '@tawasul/contracts/brands';

export function OrderManagerBadge({ value }: { value: BrandResponse['orderManager'] }) {
  const { t } = useTranslation();
  if (!value)
    return (
      <Badge variant="outline" color="gray">
        {t('brands.orderManager.none')}
      </Badge>
    );
  return (
    <Badge variant="light" color={value === 'salla' ? 'teal' : 'blue'}>
      {t(`brands.orderManager.${value}`)}
    </Badge>
  );
}

const CONNECTION_COLOURS = { connected: 'green', failed: 'red', not_connected: 'gray' } as const;

export function ConnectionBadge({ status }: { status: BrandResponse['connectionStatus'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={CONNECTION_COLOURS[status]}>
      {t(`brands.connection.${status}`)}
    </Badge>
  );
}

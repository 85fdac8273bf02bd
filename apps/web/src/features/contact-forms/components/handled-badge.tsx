import { Badge, type MantineSize } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

export function HandledBadge({ handled, size }: { handled: boolean; size?: MantineSize }) {
  const { t } = useTranslation();
  return (
    <Badge color={handled ? 'green' : 'orange'} variant="light" size={size}>
      {handled ? t('contactForms.status.handled') : t('contactForms.status.notHandled')}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FaqActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'violet' : 'gray'} variant={active ? 'light' : 'outline'}>
      {active ? t('cms.faq.status.shown') : t('cms.faq.status.hidden')}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={published ? 'green' : 'gray'} variant="light">
      {published ? t('cms.pages.status.published') : t('cms.pages.status.draft')}
    </Badge>
  );
}

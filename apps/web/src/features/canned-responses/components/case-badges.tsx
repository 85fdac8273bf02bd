import { Badge, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CategoryOption } from '@tawasul/contracts/canned-responses';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'violet' : 'gray'} variant={active ? 'light' : 'outline'}>
      {active ? t('common.status.active') : t('common.status.inactive')}
    </Badge>
  );
}

/** A case's categories, named in the reader's language. */
export function CategoryBadges({ categories }: { categories: CategoryOption[] }) {
  const localized = useLocalized();
  return (
    <Group gap={4}>
      {categories.map((category) => (
        <Badge key={category.id} variant="default" tt="none">
          {localized(category.nameEn, category.nameAr)}
        </Badge>
      ))}
    </Group>
  );
}

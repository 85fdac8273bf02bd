import { Button, DataList, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CategoryResponse } from '@tawasul/contracts/canned-responses';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import { useCategory } from '../api/use-categories.ts';
import { CategoryForm } from './category-form.tsx';
import { CriticalWords } from './critical-words.tsx';
import { DetailItem } from './detail-item.tsx';

interface DrawerProps {
  id: string | null;
  onClose: () => void;
}

function CategoryDetails({ category }: { category: CategoryResponse }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <DataList labelWidth={150} withDivider>
      <DetailItem label={t('cannedResponses.categories.columns.id')}>
        <Text size="sm" ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {category.id}
        </Text>
      </DetailItem>
      <DetailItem label={t('cannedResponses.categories.columns.nameEn')}>
        <span dir="ltr">{category.nameEn}</span>
      </DetailItem>
      <DetailItem label={t('cannedResponses.categories.columns.nameAr')}>
        <span dir="rtl">{category.nameAr}</span>
      </DetailItem>
      <DetailItem label={t('cannedResponses.categories.columns.criticalWords')}>
        <CriticalWords words={category.criticalWords} />
      </DetailItem>
      <DetailItem label={t('cannedResponses.categories.columns.cases')}>{category.casesCount}</DetailItem>
      <DetailItem label={t('cannedResponses.categories.columns.createdAt')}>
        {formatDate(category.createdAt)}
      </DetailItem>
      <DetailItem label={t('cannedResponses.categories.view.updatedAt')}>{formatDate(category.updatedAt)}</DetailItem>
    </DataList>
  );
}

/** `?view=ID`: the category, with edit and delete. */
export function CategoryViewDrawer({
  id,
  onClose,
  onEdit,
  onDelete,
}: DrawerProps & { onEdit: (category: CategoryResponse) => void; onDelete: (category: CategoryResponse) => void }) {
  const { t } = useTranslation();
  const category = useCategory(useLastId(id));
  const data = category.data;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={t('cannedResponses.categories.viewTitle')}
      loading={category.isPending}
      error={category.error}
    >
      {data && (
        <Stack gap="lg">
          <CategoryDetails category={data} />
          <Group gap="xs">
            <Button leftSection={<IconPencil size={16} />} onClick={() => onEdit(data)}>
              {t('common.actions.edit')}
            </Button>
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => onDelete(data)}>
              {t('common.actions.delete')}
            </Button>
          </Group>
        </Stack>
      )}
    </DetailDrawer>
  );
}

/** `?edit=new` or `?edit=ID`. */
export function CategoryFormDrawer({ id, onClose }: DrawerProps) {
  const { t } = useTranslation();
  const shown = useLastId(id);
  const creating = shown === 'new';
  const category = useCategory(creating ? null : shown);
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={creating ? t('cannedResponses.categories.createTitle') : t('cannedResponses.categories.editTitle')}
      loading={!creating && category.isPending}
      error={creating ? null : category.error}
    >
      {(creating || category.data) && (
        <CategoryForm
          key={category.data?.id ?? 'new'}
          category={creating ? undefined : category.data}
          onDone={onClose}
        />
      )}
    </DetailDrawer>
  );
}

import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { DetailId, DetailItem, DetailList } from '../../../components/detail-list.tsx';
import { RecordActions, RecordFormDrawer, RecordViewDrawer } from '../../../components/record-drawers.tsx';
import type { RecordDrawerProps, RecordViewActions } from '../../../components/record-drawers.tsx';
import type { CategoryResponse } from '@tawasul/contracts/canned-responses';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { useCategory } from '../api/use-categories.ts';
import { CategoryForm } from './category-form.tsx';
import { CriticalWords } from './critical-words.tsx';

function CategoryDetails({ category }: { category: CategoryResponse }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <DetailList>
      <DetailId label={t('cannedResponses.categories.columns.id')} id={category.id} />
      <DetailItem label={t('cannedResponses.categories.columns.nameEn')} dir="ltr">
        {category.nameEn}
      </DetailItem>
      <DetailItem label={t('cannedResponses.categories.columns.nameAr')} dir="rtl">
        {category.nameAr}
      </DetailItem>
      <DetailItem label={t('cannedResponses.categories.columns.criticalWords')}>
        <CriticalWords words={category.criticalWords} />
      </DetailItem>
      <DetailItem label={t('cannedResponses.categories.columns.cases')}>{category.casesCount}</DetailItem>
      <DetailItem label={t('cannedResponses.categories.columns.createdAt')}>
        {formatDate(category.createdAt)}
      </DetailItem>
      <DetailItem label={t('cannedResponses.categories.view.updatedAt')}>{formatDate(category.updatedAt)}</DetailItem>
    </DetailList>
  );
}

/** `?view=ID`: the category, with edit and delete. */
export function CategoryViewDrawer({
  id,
  onClose,
  onEdit,
  onDelete,
}: RecordDrawerProps & RecordViewActions<CategoryResponse>) {
  const { t } = useTranslation();
  return (
    <RecordViewDrawer
      id={id}
      onClose={onClose}
      useRecord={useCategory}
      title={t('cannedResponses.categories.viewTitle')}
    >
      {(category) => (
        <>
          <CategoryDetails category={category} />
          <RecordActions onEdit={() => onEdit(category)} onDelete={() => onDelete(category)} />
        </>
      )}
    </RecordViewDrawer>
  );
}

/** `?edit=new` or `?edit=ID`. */
export function CategoryFormDrawer({ id, onClose }: RecordDrawerProps) {
  const { t } = useTranslation();
  return (
    <RecordFormDrawer
      id={id}
      onClose={onClose}
      useRecord={useCategory}
      createTitle={t('cannedResponses.categories.createTitle')}
      editTitle={t('cannedResponses.categories.editTitle')}
    >
      {(category) => <CategoryForm category={category} onDone={onClose} />}
    </RecordFormDrawer>
  );
}

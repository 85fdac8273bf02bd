import { Alert, Button } from '@mantine/core';
import { IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CmsPageResponse } from '@tawasul/contracts/cms';
import { RecordActions, RecordFormDrawer, RecordViewDrawer } from '../../../components/record-drawers.tsx';
import type { RecordDrawerProps, RecordViewActions } from '../../../components/record-drawers.tsx';
import { useCmsPage } from '../api/use-cms-pages.ts';
import { PageDetails } from './page-details.tsx';
import { PageForm } from './page-form.tsx';

/** `?view=ID`: the page's details and content, a link to its public address, edit and delete. */
export function PageViewDrawer({
  id,
  onClose,
  onEdit,
  onDelete,
}: RecordDrawerProps & RecordViewActions<CmsPageResponse>) {
  const { t } = useTranslation();
  return (
    <RecordViewDrawer id={id} onClose={onClose} useRecord={useCmsPage} title={t('cms.pages.view.title')} size="xl">
      {(page) => (
        <>
          <RecordActions onEdit={() => onEdit(page)} onDelete={() => onDelete(page)}>
            {page.published && (
              <Button
                component="a"
                href={page.path}
                target="_blank"
                rel="noopener"
                variant="default"
                leftSection={<IconExternalLink size={16} />}
              >
                {t('cms.pages.actions.openPublic')}
              </Button>
            )}
          </RecordActions>
          {!page.published && (
            <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
              {t('cms.pages.view.draftNotice')}
            </Alert>
          )}
          <PageDetails page={page} />
        </>
      )}
    </RecordViewDrawer>
  );
}

/** `?edit=new` or `?edit=ID`. After a save the page opens in its view drawer. */
export function PageFormDrawer({
  id,
  onClose,
  onSaved,
}: RecordDrawerProps & { onSaved: (page: CmsPageResponse) => void }) {
  const { t } = useTranslation();
  return (
    <RecordFormDrawer
      id={id}
      onClose={onClose}
      useRecord={useCmsPage}
      createTitle={t('cms.pages.list.createTitle')}
      editTitle={t('cms.pages.list.editTitle')}
      size="xl"
    >
      {(page) => <PageForm page={page} onSaved={onSaved} onCancel={onClose} />}
    </RecordFormDrawer>
  );
}

import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconExternalLink, IconInfoCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CmsPageResponse } from '@tawasul/contracts/cms';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import { useCmsPage } from '../api/use-cms-pages.ts';
import { PageDetails } from './page-details.tsx';
import { PageForm } from './page-form.tsx';

interface DrawerProps {
  id: string | null;
  onClose: () => void;
}

/** `?view=ID`: the page's details and content, a link to its public address, edit and delete. */
export function PageViewDrawer({
  id,
  onClose,
  onEdit,
  onDelete,
}: DrawerProps & { onEdit: (page: CmsPageResponse) => void; onDelete: (page: CmsPageResponse) => void }) {
  const { t } = useTranslation();
  const page = useCmsPage(useLastId(id));
  const data = page.data;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={t('cms.pages.view.title')}
      size="xl"
      loading={page.isPending}
      error={page.error}
    >
      {data && (
        <Stack gap="lg">
          <Group gap="xs">
            <Button leftSection={<IconPencil size={16} />} onClick={() => onEdit(data)}>
              {t('common.actions.edit')}
            </Button>
            {data.published && (
              <Button
                component="a"
                href={data.path}
                target="_blank"
                rel="noopener"
                variant="default"
                leftSection={<IconExternalLink size={16} />}
              >
                {t('cms.pages.actions.openPublic')}
              </Button>
            )}
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => onDelete(data)}>
              {t('common.actions.delete')}
            </Button>
          </Group>
          {!data.published && (
            <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
              {t('cms.pages.view.draftNotice')}
            </Alert>
          )}
          <PageDetails page={data} />
        </Stack>
      )}
    </DetailDrawer>
  );
}

/** `?edit=new` or `?edit=ID`. After a save the page opens in its view drawer. */
export function PageFormDrawer({ id, onClose, onSaved }: DrawerProps & { onSaved: (page: CmsPageResponse) => void }) {
  const { t } = useTranslation();
  const shown = useLastId(id);
  const creating = shown === 'new';
  const page = useCmsPage(creating ? null : shown);
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={creating ? t('cms.pages.list.createTitle') : t('cms.pages.list.editTitle')}
      size="xl"
      loading={!creating && page.isPending}
      error={creating ? null : page.error}
    >
      {(creating || page.data) && (
        <PageForm
          key={page.data?.id ?? 'new'}
          page={creating ? undefined : page.data}
          onSaved={onSaved}
          onCancel={onClose}
        />
      )}
    </DetailDrawer>
  );
}

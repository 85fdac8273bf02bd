import { Button, DataList, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CmsFaqResponse } from '@tawasul/contracts/faqs';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import { useCmsFaq } from '../api/use-cms-faqs.ts';
import { FaqActiveBadge } from './faq-badges.tsx';
import { FaqForm } from './faq-form.tsx';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** A text in its own direction, kept as typed (line breaks included), or a dash when blank. */
function Written({ text, dir }: { text: string; dir: 'ltr' | 'rtl' }) {
  return (
    <Text size="sm" dir={dir} style={{ whiteSpace: 'pre-line' }}>
      {text || '—'}
    </Text>
  );
}

function FaqDetails({ faq }: { faq: CmsFaqResponse }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <DataList labelWidth={150} withDivider>
      <Item label={t('cms.faq.form.questionEn')}>
        <Written text={faq.questionEn} dir="ltr" />
      </Item>
      <Item label={t('cms.faq.form.answerEn')}>
        <Written text={faq.answerEn} dir="ltr" />
      </Item>
      <Item label={t('cms.faq.form.questionAr')}>
        <Written text={faq.questionAr} dir="rtl" />
      </Item>
      <Item label={t('cms.faq.form.answerAr')}>
        <Written text={faq.answerAr} dir="rtl" />
      </Item>
      <Item label={t('cms.faq.columns.order')}>{faq.position}</Item>
      <Item label={t('cms.faq.columns.active')}>
        <FaqActiveBadge active={faq.active} />
      </Item>
      <Item label={t('cms.faq.view.createdAt')}>{formatDate(faq.createdAt)}</Item>
      <Item label={t('cms.faq.columns.updatedAt')}>{formatDate(faq.updatedAt)}</Item>
    </DataList>
  );
}

interface DrawerProps {
  id: string | null;
  onClose: () => void;
}

/** `?view=ID`: the FAQ in both languages, with edit, show/hide and delete. */
export function FaqViewDrawer({
  id,
  onClose,
  onEdit,
  onDelete,
  onToggleActive,
}: DrawerProps & {
  onEdit: (faq: CmsFaqResponse) => void;
  onDelete: (faq: CmsFaqResponse) => void;
  onToggleActive: (faq: CmsFaqResponse, active: boolean) => void;
}) {
  const { t } = useTranslation();
  const faq = useCmsFaq(useLastId(id));
  const data = faq.data;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={t('cms.faq.view.title')}
      size="lg"
      loading={faq.isPending}
      error={faq.error}
    >
      {data && (
        <Stack gap="lg">
          <Group gap="xs">
            <Button leftSection={<IconPencil size={16} />} onClick={() => onEdit(data)}>
              {t('common.actions.edit')}
            </Button>
            <Button
              variant="default"
              leftSection={data.active ? <IconEyeOff size={16} /> : <IconEye size={16} />}
              onClick={() => onToggleActive(data, !data.active)}
            >
              {data.active ? t('common.actions.deactivate') : t('common.actions.activate')}
            </Button>
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => onDelete(data)}>
              {t('common.actions.delete')}
            </Button>
          </Group>
          <FaqDetails faq={data} />
        </Stack>
      )}
    </DetailDrawer>
  );
}

/** `?edit=new` or `?edit=ID`. */
export function FaqFormDrawer({ id, onClose }: DrawerProps) {
  const { t } = useTranslation();
  const shown = useLastId(id);
  const creating = shown === 'new';
  const faq = useCmsFaq(creating ? null : shown);
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={creating ? t('cms.faq.list.createTitle') : t('cms.faq.list.editTitle')}
      size="xl"
      loading={!creating && faq.isPending}
      error={creating ? null : faq.error}
    >
      {(creating || faq.data) && (
        <FaqForm key={faq.data?.id ?? 'new'} faq={creating ? undefined : faq.data} onDone={onClose} />
      )}
    </DetailDrawer>
  );
}

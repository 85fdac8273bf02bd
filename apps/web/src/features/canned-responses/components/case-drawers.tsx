import { Button, DataList, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { currentLanguage } from '../../../lib/i18n/language.ts';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import { useCase } from '../api/use-cases.ts';
import { ActiveBadge, CategoryBadges } from './case-badges.tsx';
import { CaseForm } from './case-form.tsx';
import { CaseMessagePreview } from './case-media.tsx';
import { DetailItem } from './detail-item.tsx';

interface DrawerProps {
  id: string | null;
  onClose: () => void;
}

function CaseDetails({ record }: { record: CannedCaseResponse }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const localized = useLocalized();
  const text = (value: string, dir: 'ltr' | 'rtl') =>
    value ? (
      <Text size="sm" dir={dir} style={{ whiteSpace: 'pre-line' }}>
        {value}
      </Text>
    ) : (
      '—'
    );
  return (
    <DataList labelWidth={150} withDivider>
      <DetailItem label={t('cannedResponses.cases.view.id')}>
        <Text size="sm" ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {record.id}
        </Text>
      </DetailItem>
      <DetailItem label={t('cannedResponses.cases.form.titleEn')}>{text(record.titleEn, 'ltr')}</DetailItem>
      <DetailItem label={t('cannedResponses.cases.form.titleAr')}>{text(record.titleAr, 'rtl')}</DetailItem>
      <DetailItem label={t('cannedResponses.cases.form.descriptionEn')}>{text(record.descriptionEn, 'ltr')}</DetailItem>
      <DetailItem label={t('cannedResponses.cases.form.descriptionAr')}>{text(record.descriptionAr, 'rtl')}</DetailItem>
      <DetailItem label={t('cannedResponses.cases.columns.brand')}>
        {localized(record.brandNameEn, record.brandNameAr)}
      </DetailItem>
      <DetailItem label={t('cannedResponses.cases.columns.categories')}>
        <CategoryBadges categories={record.categories} />
      </DetailItem>
      <DetailItem label={t('cannedResponses.cases.columns.active')}>
        <ActiveBadge active={record.active} />
      </DetailItem>
      <DetailItem label={t('cannedResponses.cases.view.createdAt')}>{formatDate(record.createdAt)}</DetailItem>
      <DetailItem label={t('cannedResponses.cases.columns.updatedAt')}>{formatDate(record.updatedAt)}</DetailItem>
    </DataList>
  );
}

/** How the agent's message will look, in either language of the chat (the reader's first). */
function AsSent({ record }: { record: CannedCaseResponse }) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState(currentLanguage(i18n));
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          {t('cannedResponses.cases.view.asSent')}
        </Title>
        <SegmentedControl
          size="xs"
          value={language}
          onChange={(value) => setLanguage(value === 'ar' ? 'ar' : 'en')}
          aria-label={t('cannedResponses.cases.view.previewLanguage')}
          data={[
            { value: 'en', label: t('common.language.en') },
            { value: 'ar', label: t('common.language.ar') },
          ]}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('cannedResponses.cases.view.asSentHint')}
      </Text>
      <CaseMessagePreview record={record} language={language} />
    </Stack>
  );
}

/** `?view=ID`: the case, its media as the agent will send them, and edit, activate/deactivate, delete. */
export function CaseViewDrawer({
  id,
  onClose,
  onEdit,
  onDelete,
  onToggleActive,
}: DrawerProps & {
  onEdit: (record: CannedCaseResponse) => void;
  onDelete: (record: CannedCaseResponse) => void;
  onToggleActive: (record: CannedCaseResponse, active: boolean) => void;
}) {
  const { t } = useTranslation();
  const record = useCase(useLastId(id));
  const data = record.data;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={t('cannedResponses.cases.viewTitle')}
      size="xl"
      loading={record.isPending}
      error={record.error}
    >
      {data && (
        <Stack gap="lg">
          <Group gap="xs">
            <Button leftSection={<IconPencil size={16} />} onClick={() => onEdit(data)}>
              {t('common.actions.edit')}
            </Button>
            <Button
              variant="default"
              leftSection={data.active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
              onClick={() => onToggleActive(data, !data.active)}
            >
              {data.active ? t('common.actions.deactivate') : t('common.actions.activate')}
            </Button>
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => onDelete(data)}>
              {t('common.actions.delete')}
            </Button>
          </Group>
          <AsSent record={data} />
          <CaseDetails record={data} />
        </Stack>
      )}
    </DetailDrawer>
  );
}

/** `?edit=new` or `?edit=ID`: the form, once the case (if any) has loaded. */
export function CaseFormDrawer({ id, onClose, withBrand }: DrawerProps & { withBrand: boolean }) {
  const { t } = useTranslation();
  const shown = useLastId(id);
  const creating = shown === 'new';
  const record = useCase(creating ? null : shown);
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={creating ? t('cannedResponses.cases.createTitle') : t('cannedResponses.cases.editTitle')}
      size="xl"
      loading={!creating && record.isPending}
      error={creating ? null : record.error}
    >
      {(creating || record.data) && (
        <CaseForm
          key={record.data?.id ?? 'new'}
          record={creating ? undefined : record.data}
          withBrand={withBrand}
          onDone={onClose}
        />
      )}
    </DetailDrawer>
  );
}

import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import { RecordActions, RecordFormDrawer, RecordViewDrawer } from '../../../components/record-drawers.tsx';
import type { ActiveRecordViewActions, RecordDrawerProps } from '../../../components/record-drawers.tsx';
import { currentLanguage } from '../../../lib/i18n/language.ts';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useCase } from '../api/use-cases.ts';
import { ActiveBadge, CategoryBadges } from './case-badges.tsx';
import { CaseForm } from './case-form.tsx';
import { CaseMessagePreview } from './case-media.tsx';
import { DetailId, DetailItem, DetailList } from '../../../components/detail-list.tsx';

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
    <DetailList>
      <DetailId label={t('cannedResponses.cases.view.id')} id={record.id} />
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
    </DetailList>
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
}: RecordDrawerProps & ActiveRecordViewActions<CannedCaseResponse>) {
  const { t } = useTranslation();
  return (
    <RecordViewDrawer
      id={id}
      onClose={onClose}
      useRecord={useCase}
      title={t('cannedResponses.cases.viewTitle')}
      size="xl"
    >
      {(record) => (
        <>
          <RecordActions onEdit={() => onEdit(record)} onDelete={() => onDelete(record)}>
            <Button
              variant="default"
              leftSection={record.active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
              onClick={() => onToggleActive(record, !record.active)}
            >
              {record.active ? t('common.actions.deactivate') : t('common.actions.activate')}
            </Button>
          </RecordActions>
          <AsSent record={record} />
          <CaseDetails record={record} />
        </>
      )}
    </RecordViewDrawer>
  );
}

/** `?edit=new` or `?edit=ID`: the form, once the case (if any) has loaded. */
export function CaseFormDrawer({ id, onClose, withBrand }: RecordDrawerProps & { withBrand: boolean }) {
  const { t } = useTranslation();
  return (
    <RecordFormDrawer
      id={id}
      onClose={onClose}
      useRecord={useCase}
      createTitle={t('cannedResponses.cases.createTitle')}
      editTitle={t('cannedResponses.cases.editTitle')}
      size="xl"
    >
      {(record) => <CaseForm record={record} withBrand={withBrand} onDone={onClose} />}
    </RecordFormDrawer>
  );
}

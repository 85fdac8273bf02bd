import { Button, DataList, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqResponse } from '@tawasul/contracts/faqs';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import { useFaq } from '../api/use-faqs.ts';
import { ActiveBadge, LanguageText } from './faq-badges.tsx';
import { FaqForm } from './faq-form.tsx';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The question and its answer in one language, as the widget shows them in that language. */
function LanguageCard({ faq, language }: { faq: FaqResponse; language: 'en' | 'ar' }) {
  const { t } = useTranslation();
  const question = language === 'en' ? faq.questionEn : faq.questionAr;
  const answer = language === 'en' ? faq.answerEn : faq.answerAr;
  const missing = language === 'en' ? t('faqs.missingEn') : t('faqs.missingAr');
  return (
    <Paper withBorder radius="md" p="md" data-testid={`faq-${language}`}>
      <Stack gap="xs">
        <Title order={3} size="h6" c="dimmed">
          {language === 'en' ? t('faqs.view.english') : t('faqs.view.arabic')}
        </Title>
        <LanguageText text={question} language={language} missing={missing} strong />
        <LanguageText text={answer} language={language} missing={missing} />
      </Stack>
    </Paper>
  );
}

function FaqDetails({ faq }: { faq: FaqResponse }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const formatDate = useFormatDate();
  return (
    <Stack gap="md">
      <LanguageCard faq={faq} language="en" />
      <LanguageCard faq={faq} language="ar" />
      <DataList labelWidth={150} withDivider>
        <Item label={t('faqs.view.id')}>
          <Text size="sm" ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {faq.id}
          </Text>
        </Item>
        <Item label={t('faqs.form.brand')}>{localized(faq.brandNameEn, faq.brandNameAr)}</Item>
        <Item label={t('faqs.columns.position')}>{faq.position}</Item>
        <Item label={t('faqs.columns.active')}>
          <ActiveBadge active={faq.active} />
        </Item>
        <Item label={t('faqs.columns.createdAt')}>{formatDate(faq.createdAt)}</Item>
        <Item label={t('faqs.view.updatedAt')}>{formatDate(faq.updatedAt)}</Item>
      </DataList>
    </Stack>
  );
}

/** `?view=ID`: the FAQ in both languages, with edit, activate/deactivate and delete. */
export function FaqViewDrawer({
  id,
  onClose,
  onEdit,
  onDelete,
  onToggleActive,
}: {
  id: string | null;
  onClose: () => void;
  onEdit: (faq: FaqResponse) => void;
  onDelete: (faq: FaqResponse) => void;
  onToggleActive: (faq: FaqResponse, active: boolean) => void;
}) {
  const { t } = useTranslation();
  const faq = useFaq(useLastId(id));
  const data = faq.data;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={t('faqs.view.title')}
      loading={faq.isPending}
      error={faq.error}
    >
      {data && (
        <Stack gap="lg">
          <FaqDetails faq={data} />
          <Group gap="xs">
            <Button leftSection={<IconPencil size={16} />} onClick={() => onEdit(data)}>
              {t('common.actions.edit')}
            </Button>
            <Button variant="default" onClick={() => onToggleActive(data, !data.active)}>
              {data.active ? t('common.actions.deactivate') : t('common.actions.activate')}
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

/** `?edit=new` or `?edit=ID`: the form, once the FAQ (if any) has loaded. */
export function FaqFormDrawer({
  id,
  onClose,
  withBrand,
  brandId,
  ready,
}: {
  id: string | null;
  onClose: () => void;
  withBrand: boolean;
  brandId: string | null;
  /** False while the brand a new FAQ starts in is not known yet (an admin's brands are loading). */
  ready: boolean;
}) {
  const { t } = useTranslation();
  const shown = useLastId(id);
  const creating = shown === 'new';
  const faq = useFaq(creating ? null : shown);
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={creating ? t('faqs.form.createTitle') : t('faqs.form.editTitle')}
      loading={creating ? !ready : faq.isPending}
      error={creating ? null : faq.error}
    >
      {((creating && ready) || faq.data) && (
        <FaqForm
          key={faq.data?.id ?? 'new'}
          faq={creating ? undefined : faq.data}
          withBrand={withBrand}
          brandId={brandId}
          onDone={onClose}
        />
      )}
    </DetailDrawer>
  );
}

import { Button, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CmsFaqResponse } from '@tawasul/contracts/faqs';
import { DetailId, DetailItem, DetailList } from '../../../components/detail-list.tsx';
import { RecordActions, RecordFormDrawer, RecordViewDrawer } from '../../../components/record-drawers.tsx';
import type { ActiveRecordViewActions, RecordDrawerProps } from '../../../components/record-drawers.tsx';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import { ActiveBadge, LanguageText } from './faq-badges.tsx';
import { FaqForm } from './faq-form.tsx';
import type { FaqScope } from './faq-scope.ts';

/** The question and its answer in one language, as the widget shows them in that language. */
function LanguageCard({ faq, language }: { faq: CmsFaqResponse; language: 'en' | 'ar' }) {
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

function FaqDetails<Faq extends CmsFaqResponse>({ faq, scope }: { faq: Faq; scope: FaqScope<Faq> }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const brand = scope.brandOf?.(faq);
  return (
    <Stack gap="md">
      <LanguageCard faq={faq} language="en" />
      <LanguageCard faq={faq} language="ar" />
      <DetailList>
        <DetailId label={t('faqs.view.id')} id={faq.id} />
        {brand && <DetailItem label={t('faqs.form.brand')}>{localized(brand.en, brand.ar)}</DetailItem>}
        <DetailItem label={t('faqs.columns.position')}>{faq.position}</DetailItem>
        <DetailItem label={t('faqs.columns.active')}>
          <ActiveBadge active={faq.active} />
        </DetailItem>
        <DetailItem label={t('faqs.columns.createdAt')}>{formatDate(faq.createdAt)}</DetailItem>
        <DetailItem label={t('faqs.view.updatedAt')}>{formatDate(faq.updatedAt)}</DetailItem>
      </DetailList>
    </Stack>
  );
}

/** `?view=ID`: the FAQ in both languages, with edit, activate/deactivate and delete. */
export function FaqViewDrawer<Faq extends CmsFaqResponse>({
  scope,
  id,
  onClose,
  onEdit,
  onDelete,
  onToggleActive,
}: RecordDrawerProps & ActiveRecordViewActions<Faq> & { scope: FaqScope<Faq> }) {
  const { t } = useTranslation();
  return (
    <RecordViewDrawer id={id} onClose={onClose} useRecord={scope.useFaq} title={t('faqs.view.title')}>
      {(faq) => (
        <>
          <FaqDetails faq={faq} scope={scope} />
          <RecordActions onEdit={() => onEdit(faq)} onDelete={() => onDelete(faq)}>
            <Button variant="default" onClick={() => onToggleActive(faq, !faq.active)}>
              {faq.active ? t('common.actions.deactivate') : t('common.actions.activate')}
            </Button>
          </RecordActions>
        </>
      )}
    </RecordViewDrawer>
  );
}

/** `?edit=new` or `?edit=ID`: the form, once the FAQ (if any) has loaded. */
export function FaqFormDrawer<Faq extends CmsFaqResponse>({
  scope,
  id,
  onClose,
  withBrand = false,
  brandId = null,
  ready,
}: RecordDrawerProps & {
  scope: FaqScope<Faq>;
  /** An admin picks a new brand FAQ's brand. */
  withBrand?: boolean;
  brandId?: string | null;
  /** False while the brand a new FAQ starts in is not known yet (an admin's brands are loading). */
  ready?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <RecordFormDrawer
      id={id}
      onClose={onClose}
      useRecord={scope.useFaq}
      createTitle={t(scope.texts.createTitle)}
      editTitle={t(scope.texts.editTitle)}
      ready={ready}
    >
      {(faq) => <FaqForm scope={scope} faq={faq} withBrand={withBrand} brandId={brandId} onDone={onClose} />}
    </RecordFormDrawer>
  );
}

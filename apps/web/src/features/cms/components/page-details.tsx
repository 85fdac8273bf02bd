import { Anchor, Stack, Tabs, Text } from '@mantine/core';
import { DetailItem, DetailList } from '../../../components/detail-list.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CmsPageResponse } from '@tawasul/contracts/cms';
import { RichTextContent } from '../../../components/rich-text-content.tsx';
import { currentLanguage } from '../../../lib/i18n/language.ts';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { PublishedBadge } from './page-badges.tsx';

function Content({ html, dir }: { html: string; dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation();
  if (!html) return <Text c="dimmed">{t('cms.pages.view.noContent')}</Text>;
  return <RichTextContent html={html} dir={dir} data-testid={`page-content-${dir}`} />;
}

/** A page as the server keeps it: details, then its sanitised content in each language, as visitors see it. */
export function PageDetails({ page }: { page: CmsPageResponse }) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Stack gap="lg">
      <DetailList>
        <DetailItem label={t('cms.pages.form.titleEn')} dir="ltr">
          {page.titleEn}
        </DetailItem>
        <DetailItem label={t('cms.pages.form.titleAr')} dir="rtl">
          {page.titleAr}
        </DetailItem>
        <DetailItem label={t('cms.pages.view.address')}>
          {page.published ? (
            <Anchor href={page.path} target="_blank" rel="noopener" dir="ltr" ff="monospace" size="sm">
              {page.path}
            </Anchor>
          ) : (
            <Text size="sm" ff="monospace" dir="ltr" span>
              {page.path}
            </Text>
          )}
        </DetailItem>
        <DetailItem label={t('cms.pages.columns.published')}>
          <PublishedBadge published={page.published} />
        </DetailItem>
        <DetailItem label={t('cms.pages.view.createdAt')}>{formatDate(page.createdAt)}</DetailItem>
        <DetailItem label={t('cms.pages.columns.updatedAt')}>{formatDate(page.updatedAt)}</DetailItem>
      </DetailList>
      <Tabs defaultValue={currentLanguage(i18n)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="en">{t('cms.pages.view.english')}</Tabs.Tab>
          <Tabs.Tab value="ar">{t('cms.pages.view.arabic')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="en" pt="md">
          <Content html={page.contentEn} dir="ltr" />
        </Tabs.Panel>
        <Tabs.Panel value="ar" pt="md">
          <Content html={page.contentAr} dir="rtl" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

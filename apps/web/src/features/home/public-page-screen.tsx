import { Anchor, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, useLocation, useParams } from 'react-router';
import type { PagePayload } from '@tawasul/contracts/cms';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { ErrorView } from '../../components/error-view.tsx';
import { RichTextContent } from '../../components/rich-text-content.tsx';
import { isHttpError } from '../../lib/http/http-error.ts';
import { currentLanguage } from '../../lib/i18n/language.ts';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { useFormatDate } from '../../lib/i18n/use-localized.ts';
import { usePagePayload } from './api/use-site-payload.ts';
import { SiteFooter } from './components/site-footer.tsx';

const READING_WIDTH = 760;

/** The language the page is shown in: the visitor's, unless the page has nothing in it (then the other one). */
function pageLanguage(page: PagePayload['page'], wanted: 'en' | 'ar'): 'en' | 'ar' {
  const has = (language: 'en' | 'ar') =>
    language === 'en' ? Boolean(page.contentEn || page.titleEn) : Boolean(page.contentAr || page.titleAr);
  return has(wanted) ? wanted : wanted === 'en' ? 'ar' : 'en';
}

function PageSkeleton() {
  return (
    <Stack gap="md" maw={READING_WIDTH} mx="auto" aria-busy data-testid="page-loading">
      <Skeleton height={40} width="60%" />
      <Skeleton height={14} width={160} />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={14} width={index % 3 === 2 ? '75%' : '100%'} />
      ))}
    </Stack>
  );
}

/**
 * `/pages/:slug`: a published CMS page in the visitor's language, from one request. The HTML was sanitised by the
 * server when it was saved. An unknown or unpublished slug is the 404 page.
 */
export function PublicPageScreen() {
  const { t, i18n } = useTranslation();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const localePath = useLocalePath();
  const formatDate = useFormatDate();
  const payload = usePagePayload(slug);

  if (payload.isPending) return <PageSkeleton />;
  if (payload.error) {
    if (isHttpError(payload.error) && payload.error.status === 404)
      return <ErrorView status={404} path={pathname} homeHref={localePath('/')} />;
    return <ErrorAlert error={payload.error} onRetry={() => void payload.refetch()} />;
  }

  const { page, footer } = payload.data;
  const language = pageLanguage(page, currentLanguage(i18n));
  const arabic = language === 'ar';
  const dir = arabic ? 'rtl' : 'ltr';
  const title = arabic ? page.titleAr || page.titleEn : page.titleEn || page.titleAr;
  const content = arabic ? page.contentAr : page.contentEn;
  const Back = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;

  return (
    <Stack gap={48}>
      <Stack component="article" gap="lg" maw={READING_WIDTH} mx="auto" w="100%">
        <Anchor component={Link} to={localePath('/')} size="sm" c="dimmed" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <Back size={16} aria-hidden />
            {t('common.appName')}
          </Group>
        </Anchor>
        <Stack gap={6}>
          <Title order={1} lang={language} dir={dir} data-testid="page-title">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('home.page.updated', { date: formatDate(page.updatedAt, false) })}
          </Text>
        </Stack>
        <Divider />
        <div lang={language}>
          <RichTextContent html={content} dir={dir} data-testid="page-content" />
        </div>
      </Stack>
      <SiteFooter footer={footer} />
    </Stack>
  );
}

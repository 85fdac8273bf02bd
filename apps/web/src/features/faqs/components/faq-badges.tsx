import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FaqResponse } from '@tawasul/contracts/faqs';
import { currentLanguage } from '../../../lib/i18n/language.ts';

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'violet' : 'gray'} variant={active ? 'light' : 'outline'}>
      {active ? t('common.status.active') : t('common.status.inactive')}
    </Badge>
  );
}

/**
 * A text in one language, in its own direction inside a line that follows the page's (as the staff names do); a
 * missing one says so, in the reader's language.
 */
export function LanguageText({
  text,
  language,
  missing,
  lineClamp,
  strong,
}: {
  text: string;
  language: 'en' | 'ar';
  missing: string;
  lineClamp?: number;
  strong?: boolean;
}) {
  if (!text)
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {missing}
      </Text>
    );
  return (
    <Text
      size="sm"
      fw={strong ? 500 : undefined}
      c={strong ? undefined : 'dimmed'}
      lineClamp={lineClamp}
      style={{ whiteSpace: lineClamp ? undefined : 'pre-wrap' }}
    >
      <span dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
        {text}
      </span>
    </Text>
  );
}

/** The question in both languages: the reader's first, the other under it. */
export function BilingualQuestion({ faq, lineClamp }: { faq: FaqResponse; lineClamp?: number }) {
  const { t, i18n } = useTranslation();
  const english = (
    <LanguageText
      key="en"
      text={faq.questionEn}
      language="en"
      missing={t('faqs.missingEn')}
      lineClamp={lineClamp}
      strong={currentLanguage(i18n) === 'en'}
    />
  );
  const arabic = (
    <LanguageText
      key="ar"
      text={faq.questionAr}
      language="ar"
      missing={t('faqs.missingAr')}
      lineClamp={lineClamp}
      strong={currentLanguage(i18n) === 'ar'}
    />
  );
  return <Stack gap={2}>{currentLanguage(i18n) === 'ar' ? [arabic, english] : [english, arabic]}</Stack>;
}

import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
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
  const reader = currentLanguage(i18n);
  const questions = [
    { language: 'en' as const, text: faq.questionEn, missing: t('faqs.missingEn') },
    { language: 'ar' as const, text: faq.questionAr, missing: t('faqs.missingAr') },
  ];
  if (reader === 'ar') questions.reverse();
  return (
    <Stack gap={2}>
      {questions.map(({ language, text, missing }) => (
        <LanguageText
          key={language}
          text={text}
          language={language}
          missing={missing}
          lineClamp={lineClamp}
          strong={reader === language}
        />
      ))}
    </Stack>
  );
}

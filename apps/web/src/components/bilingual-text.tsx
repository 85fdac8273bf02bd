import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { currentLanguage } from '../lib/i18n/language.ts';

interface BilingualTextProps {
  en: string | null | undefined;
  ar: string | null | undefined;
  /** At most this many lines each (long questions). */
  lineClamp?: number;
}

/**
 * A record's English and Arabic name in a list cell: the reader's language first and strong, the other below it,
 * dimmed (issue 22, defect 9: Arabic lists put the English name first). Each keeps its own direction.
 */
export function BilingualText({ en, ar, lineClamp }: BilingualTextProps) {
  const { i18n } = useTranslation();
  const texts = [
    { text: en, dir: 'ltr' as const },
    { text: ar, dir: 'rtl' as const },
  ].filter((item): item is { text: string; dir: 'ltr' | 'rtl' } => Boolean(item.text));
  if (currentLanguage(i18n) === 'ar') texts.reverse();
  return (
    <Stack gap={2}>
      {texts.map(({ text, dir }, index) => (
        <Text
          key={dir}
          size="sm"
          fw={index === 0 ? 500 : undefined}
          c={index === 0 ? undefined : 'dimmed'}
          lineClamp={lineClamp}
        >
          <span dir={dir}>{text}</span>
        </Text>
      ))}
    </Stack>
  );
}

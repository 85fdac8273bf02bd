import { Badge, Group, Tooltip } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { currentLanguage } from '../../../lib/i18n/language.ts';

/** A category's critical words as badges; in a list, the first few and how many more. */
export function CriticalWords({ words, max }: { words: string[]; max?: number }) {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(currentLanguage(i18n), { type: 'unit' });
  const shown = max === undefined ? words : words.slice(0, max);
  const hidden = words.slice(shown.length);
  return (
    <Group gap={4} data-testid="critical-words">
      {shown.map((word) => (
        <Badge key={word} variant="light" color="red" tt="none" dir="auto">
          {word}
        </Badge>
      ))}
      {hidden.length > 0 && (
        <Tooltip label={list.format(hidden)} withArrow multiline maw={280}>
          <Badge variant="outline" color="gray" tt="none">
            {t('cannedResponses.categories.moreWords', { count: hidden.length })}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}

import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** One language's input: its label and what the form gives it (`form.getInputProps('nameEn')`). */
export type LanguageField = GetInputPropsReturnType & { label: string };

interface BilingualFieldsProps {
  en: LanguageField;
  ar: LanguageField;
  /** Names the pair as a fieldset; without it the two inputs stand in the form's flow. */
  legend?: string;
  /** An autosizing text area this many rows high at first, instead of a one-line input. */
  rows?: number;
  required?: boolean;
  description?: string;
  /** From this width the two stand side by side (a narrow drawer waits for `md`). */
  sideBySideFrom?: 'sm' | 'md';
}

/**
 * The same text in English and in Arabic, side by side: each input in its language's direction, so the Arabic one
 * reads right to left whatever the page's language.
 */
export function BilingualFields({
  en,
  ar,
  legend,
  rows,
  required,
  description,
  sideBySideFrom = 'sm',
}: BilingualFieldsProps) {
  const input = (field: LanguageField, dir: 'ltr' | 'rtl') =>
    rows ? (
      <Textarea autosize minRows={rows} required={required} description={description} dir={dir} {...field} />
    ) : (
      <TextInput required={required} description={description} dir={dir} {...field} />
    );
  const pair = (
    <SimpleGrid cols={{ base: 1, [sideBySideFrom]: 2 }}>
      {input(en, 'ltr')}
      {input(ar, 'rtl')}
    </SimpleGrid>
  );
  if (!legend) return pair;
  return (
    <Fieldset legend={legend} variant="filled">
      {pair}
    </Fieldset>
  );
}

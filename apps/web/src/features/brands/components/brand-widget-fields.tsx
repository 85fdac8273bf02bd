import { ColorInput, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { CodeBlock } from '../../../components/code-block.tsx';
import { listFieldError, type BrandFormValues } from './brand-form-values.ts';

type Form = UseFormReturnType<BrandFormValues>;

/** A pasted "a.com, b.com" becomes two domains; repeats are dropped. */
const splitDomains = (values: string[]) => [
  ...new Set(values.flatMap((value) => value.split(/[\s,]+/)).filter((value) => value !== '')),
];

const SWATCHES = ['#7950f2', '#228be6', '#be4bdb', '#12b886', '#fab005', '#fa5252', '#212529'];

/** How the chat widget looks and where it may open: colours, button label EN/AR, store domains, and its code. */
export function BrandWidgetFields({ form, brand }: { form: Form; brand: BrandResponse | undefined }) {
  const { t } = useTranslation();
  const timeZones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ColorInput
          label={t('brands.form.primaryColor')}
          eyeDropperButtonProps={{ 'aria-label': t('brands.form.pickColourFromScreen') }}
          format="hex"
          swatches={SWATCHES}
          dir="ltr"
          {...form.getInputProps('primaryColor')}
        />
        <ColorInput
          label={t('brands.form.secondaryColor')}
          eyeDropperButtonProps={{ 'aria-label': t('brands.form.pickColourFromScreen') }}
          format="hex"
          swatches={SWATCHES}
          dir="ltr"
          {...form.getInputProps('secondaryColor')}
        />
        <TextInput
          required
          label={t('brands.form.chatButtonLabelEn')}
          dir="ltr"
          {...form.getInputProps('chatButtonLabelEn')}
        />
        <TextInput
          required
          label={t('brands.form.chatButtonLabelAr')}
          dir="rtl"
          {...form.getInputProps('chatButtonLabelAr')}
        />
      </SimpleGrid>
      <TagsInput
        label={t('brands.form.allowedDomains')}
        description={t('brands.form.allowedDomainsHint')}
        placeholder="store.example.com"
        splitChars={[',', ' ']}
        maxTags={20}
        clearable
        dir="ltr"
        value={form.values.allowedDomains}
        onChange={(domains) => form.setFieldValue('allowedDomains', splitDomains(domains))}
        error={listFieldError(form.errors, 'allowedDomains')}
      />
      <Select
        searchable
        label={t('brands.form.timeZone')}
        data={timeZones}
        limit={50}
        dir="ltr"
        allowDeselect={false}
        nothingFoundMessage={t('common.table.noOptions')}
        {...form.getInputProps('timeZone')}
      />
      {brand ? (
        <CodeBlock
          label={t('brands.form.webViewCode')}
          description={t('brands.form.webViewCodeHint')}
          code={brand.webViewCode}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('brands.form.webViewCodeLater')}
        </Text>
      )}
    </Stack>
  );
}

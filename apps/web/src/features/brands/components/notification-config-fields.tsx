import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { BrandConfiguration } from '@tawasul/contracts/settings';

type Form = UseFormReturnType<BrandConfiguration>;

function TitledTexts({ form, path }: { form: Form; path: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <TextInput label={t('brands.configuration.titleEn')} dir="ltr" {...form.getInputProps(`${path}.titleEn`)} />
      <TextInput label={t('brands.configuration.titleAr')} dir="rtl" {...form.getInputProps(`${path}.titleAr`)} />
      <Textarea
        autosize
        minRows={2}
        label={t('brands.configuration.descriptionEn')}
        dir="ltr"
        {...form.getInputProps(`${path}.descriptionEn`)}
      />
      <Textarea
        autosize
        minRows={2}
        label={t('brands.configuration.descriptionAr')}
        dir="rtl"
        {...form.getInputProps(`${path}.descriptionAr`)}
      />
    </SimpleGrid>
  );
}

/** Minutes everywhere (DESIGN.md section 4 settles the spec's hours/minutes conflict), with the unit on the field. */
function ResponseDelay({ form, path, legend, hint }: { form: Form; path: string; legend: string; hint: string }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={legend} variant="filled">
      <Stack>
        <NumberInput
          label={t('brands.configuration.delayMinutes')}
          description={hint}
          min={1}
          max={1440}
          allowDecimal={false}
          allowNegative={false}
          rightSection={
            <Text size="xs" c="dimmed">
              {t('brands.configuration.minutesUnit')}
            </Text>
          }
          rightSectionWidth={64}
          maw={260}
          {...form.getInputProps(`${path}.minutes`)}
        />
        <TitledTexts form={form} path={path} />
      </Stack>
    </Fieldset>
  );
}

const EMPTY_WORD = { word: '', titleEn: '', titleAr: '', descriptionEn: '', descriptionAr: '' };

/** Critical words (at least one), each with its alert's title and description EN/AR; the two response delays. */
export function NotificationConfigFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const words = form.values.notificationConfig.criticalWords;
  const listError = form.errors['notificationConfig.criticalWords'];
  return (
    <Stack gap="lg">
      <Fieldset legend={t('brands.configuration.criticalWords')} variant="filled">
        <Stack>
          <Text size="sm" c="dimmed">
            {t('brands.configuration.criticalWordsHint')}
          </Text>
          {words.map((_, index) => (
            <Paper key={index} withBorder p="sm" radius="md">
              <Stack gap="sm">
                <Group align="flex-end" wrap="nowrap">
                  <TextInput
                    required
                    style={{ flex: 1 }}
                    label={t('brands.configuration.word', { number: index + 1 })}
                    {...form.getInputProps(`notificationConfig.criticalWords.${index}.word`)}
                  />
                  <ActionIcon
                    variant="light"
                    color="red"
                    size="lg"
                    aria-label={t('brands.configuration.removeWord', { number: index + 1 })}
                    onClick={() => form.removeListItem('notificationConfig.criticalWords', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
                <TitledTexts form={form} path={`notificationConfig.criticalWords.${index}`} />
              </Stack>
            </Paper>
          ))}
          {listError && (
            <Text size="sm" c="red" role="alert">
              {listError}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('notificationConfig.criticalWords', { ...EMPTY_WORD })}
            >
              {t('brands.configuration.addWord')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
      <ResponseDelay
        form={form}
        path="notificationConfig.agentResponseDelay"
        legend={t('brands.configuration.agentResponseDelay')}
        hint={t('brands.configuration.agentResponseDelayHint')}
      />
      <ResponseDelay
        form={form}
        path="notificationConfig.customerResponseDelay"
        legend={t('brands.configuration.customerResponseDelay')}
        hint={t('brands.configuration.customerResponseDelayHint')}
      />
    </Stack>
  );
}

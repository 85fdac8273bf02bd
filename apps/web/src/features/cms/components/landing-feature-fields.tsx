import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { LANDING_FEATURE_ICONS, type LandingFeature } from '@tawasul/contracts/cms';
import { FEATURE_ICONS } from '../../../lib/site/site-icons.ts';
import { MAX_FEATURES, newFeature, type LandingFormValues } from './landing-form-values.ts';

type Form = UseFormReturnType<LandingFormValues>;

function IconChoice({ name, size = 18 }: { name: string; size?: number }) {
  const Icon = FEATURE_ICONS[name as LandingFeature['icon']];
  return Icon ? <Icon size={size} stroke={1.7} aria-hidden /> : null;
}

/** One block: its icon, title and text in both languages; move it up or down, or remove it. */
function FeatureBlock({ form, index, count }: { form: Form; index: number; count: number }) {
  const { t } = useTranslation();
  const feature = form.values.features[index]!;
  const number = index + 1;
  const path = (field: string) => `features.${index}.${field}`;
  const actions = [
    {
      label: t('cms.landing.features.moveUp', { number }),
      icon: <IconArrowUp size={18} />,
      disabled: index === 0,
      onClick: () => form.reorderListItem('features', { from: index, to: index - 1 }),
    },
    {
      label: t('cms.landing.features.moveDown', { number }),
      icon: <IconArrowDown size={18} />,
      disabled: index === count - 1,
      onClick: () => form.reorderListItem('features', { from: index, to: index + 1 }),
    },
    {
      label: t('cms.landing.features.remove', { number }),
      icon: <IconTrash size={18} />,
      color: 'red',
      disabled: false,
      onClick: () => form.removeListItem('features', index),
    },
  ];
  return (
    <Paper withBorder radius="md" p="md" data-testid="feature-block">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('cms.landing.features.block', { number })}</Text>
          <Group gap={4} wrap="nowrap">
            {actions.map((action) => (
              <Tooltip key={action.label} label={action.label} withArrow openDelay={300}>
                <ActionIcon
                  variant="subtle"
                  color={action.color ?? 'gray'}
                  aria-label={action.label}
                  disabled={action.disabled}
                  onClick={action.onClick}
                >
                  {action.icon}
                </ActionIcon>
              </Tooltip>
            ))}
          </Group>
        </Group>
        <Select
          label={t('cms.landing.features.icon')}
          data={LANDING_FEATURE_ICONS.map((name) => ({ value: name, label: t(`cms.landing.icons.${name}`) }))}
          allowDeselect={false}
          leftSection={<IconChoice name={feature.icon} />}
          renderOption={({ option }) => (
            <Group gap="sm" wrap="nowrap">
              <IconChoice name={option.value} />
              {option.label}
            </Group>
          )}
          comboboxProps={{ withinPortal: true }}
          w={{ base: '100%', sm: 260 }}
          {...form.getInputProps(path('icon'))}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            required
            label={t('cms.landing.features.titleEn')}
            dir="ltr"
            {...form.getInputProps(path('titleEn'))}
          />
          <TextInput
            required
            label={t('cms.landing.features.titleAr')}
            dir="rtl"
            {...form.getInputProps(path('titleAr'))}
          />
          <Textarea
            autosize
            minRows={2}
            label={t('cms.landing.features.bodyEn')}
            dir="ltr"
            {...form.getInputProps(path('bodyEn'))}
          />
          <Textarea
            autosize
            minRows={2}
            label={t('cms.landing.features.bodyAr')}
            dir="rtl"
            {...form.getInputProps(path('bodyAr'))}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** The feature blocks shown under the hero, in this order (up to 12). */
export function LandingFeatureFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const features = form.values.features;
  return (
    <Stack>
      {features.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('cms.landing.features.none')}
        </Text>
      )}
      {features.map((feature, index) => (
        <FeatureBlock key={feature.key} form={form} index={index} count={features.length} />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={features.length >= MAX_FEATURES}
          onClick={() => form.insertListItem('features', newFeature())}
        >
          {t('cms.landing.features.add')}
        </Button>
        {features.length >= MAX_FEATURES && (
          <Text size="sm" c="dimmed">
            {t('cms.landing.features.max', { max: MAX_FEATURES })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

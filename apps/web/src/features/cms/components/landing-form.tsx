import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingPageInput, type LandingPageResponse } from '@tawasul/contracts/cms';
import { FormError } from '../../../components/form-error.tsx';
import { UploadDropzone } from '../../../components/upload/upload-dropzone.tsx';
import { revealFirstError } from '../../../lib/forms/reveal-first-error.ts';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { applyServerValidation, zodValidator } from '../../../lib/forms/zod-form.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { useSaveLandingPage } from '../api/use-landing-page.ts';
import { LandingFeatureFields } from './landing-feature-fields.tsx';
import { LANDING_FIELDS, landingFormValues, toLandingInput, type LandingFormValues } from './landing-form-values.ts';
import { LandingSocialFields } from './landing-social-fields.tsx';

/** A part of the form, named by its heading (a landmark region for screen readers). */
function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** The one landing page form: hero, feature blocks, call to action, social links and footer, saved together. */
export function LandingForm({ landing }: { landing: LandingPageResponse }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const save = useSaveLandingPage();
  const [formError, setFormError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState(landing.updatedAt);
  const form = useForm<LandingFormValues>({
    initialValues: landingFormValues(landing),
    validate: zodValidator<LandingFormValues>(LandingPageInput, toLandingInput),
  });

  const submit = form.onSubmit(
    async (values, event) => {
      const formElement = event?.currentTarget;
      setFormError(null);
      try {
        const saved = await save.mutateAsync(LandingPageInput.parse(toLandingInput(values)));
        form.resetDirty();
        setSavedAt(saved.updatedAt);
        notifications.show({ color: 'green', message: t('cms.landing.toasts.saved') });
      } catch (error) {
        if (applyServerValidation(error, form.setErrors, LANDING_FIELDS)) revealFirstError(formElement);
        else setFormError(errorMessage(error));
      }
    },
    (_errors, _values, event) => revealFirstError(event?.currentTarget),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError message={formError} />
        <Section title={t('cms.landing.hero.title')} description={t('cms.landing.hero.description')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              required
              label={t('cms.landing.hero.titleEn')}
              dir="ltr"
              {...form.getInputProps('heroTitleEn')}
            />
            <TextInput
              required
              label={t('cms.landing.hero.titleAr')}
              dir="rtl"
              {...form.getInputProps('heroTitleAr')}
            />
            <Textarea
              autosize
              minRows={2}
              label={t('cms.landing.hero.subtitleEn')}
              dir="ltr"
              {...form.getInputProps('heroSubtitleEn')}
            />
            <Textarea
              autosize
              minRows={2}
              label={t('cms.landing.hero.subtitleAr')}
              dir="rtl"
              {...form.getInputProps('heroSubtitleAr')}
            />
          </SimpleGrid>
          <UploadDropzone
            kind="image"
            label={t('cms.landing.hero.image')}
            description={t('cms.landing.hero.imageHint')}
            value={form.values.heroImage}
            onChange={(heroImage) => {
              form.setFieldValue('heroImage', heroImage);
              form.clearFieldError('heroImageUploadId');
            }}
            error={form.errors.heroImageUploadId}
          />
        </Section>

        <Section title={t('cms.landing.features.title')} description={t('cms.landing.features.description')}>
          <LandingFeatureFields form={form} />
        </Section>

        <Section title={t('cms.landing.cta.title')} description={t('cms.landing.cta.description')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              required
              label={t('cms.landing.cta.labelEn')}
              dir="ltr"
              {...form.getInputProps('callToAction.labelEn')}
            />
            <TextInput
              required
              label={t('cms.landing.cta.labelAr')}
              dir="rtl"
              {...form.getInputProps('callToAction.labelAr')}
            />
          </SimpleGrid>
          <TextInput
            required
            label={t('cms.landing.cta.url')}
            description={t('cms.landing.cta.urlHint')}
            dir="ltr"
            autoCapitalize="none"
            spellCheck={false}
            {...form.getInputProps('callToAction.url')}
          />
        </Section>

        <Section title={t('cms.landing.social.title')} description={t('cms.landing.social.description')}>
          <LandingSocialFields form={form} />
        </Section>

        <Section title={t('cms.landing.footer.title')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea
              autosize
              minRows={2}
              label={t('cms.landing.footer.textEn')}
              dir="ltr"
              {...form.getInputProps('footerTextEn')}
            />
            <Textarea
              autosize
              minRows={2}
              label={t('cms.landing.footer.textAr')}
              dir="rtl"
              {...form.getInputProps('footerTextAr')}
            />
          </SimpleGrid>
        </Section>

        <Paper
          withBorder
          radius="md"
          p="sm"
          shadow="sm"
          pos="sticky"
          bottom={12}
          style={{ zIndex: 2 }}
          data-testid="landing-save-bar"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {form.isDirty()
                ? t('cms.landing.unsaved')
                : savedAt
                  ? t('cms.landing.savedAt', { time: formatDate(savedAt) })
                  : t('cms.landing.neverSaved')}
            </Text>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              {t('common.actions.save')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}

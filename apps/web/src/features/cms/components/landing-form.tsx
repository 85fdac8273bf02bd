import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { LandingPageInput, type LandingPageResponse } from '@tawasul/contracts/cms';
import { BilingualFields } from '../../../components/form/bilingual-fields.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { UploadDropzone } from '../../../components/upload/upload-dropzone.tsx';
import { useFormSubmit } from '../../../lib/forms/use-form-submit.ts';
import { zodValidator } from '../../../lib/forms/zod-form.tsx';
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
  const save = useSaveLandingPage();
  const [savedAt, setSavedAt] = useState(landing.updatedAt);
  const form = useForm<LandingFormValues>({
    initialValues: landingFormValues(landing),
    validate: zodValidator<LandingFormValues>(LandingPageInput, toLandingInput),
  });

  const { submit, formError } = useFormSubmit(form, {
    fields: LANDING_FIELDS,
    save: async (values) => {
      const saved = await save.mutateAsync(LandingPageInput.parse(toLandingInput(values)));
      form.resetDirty();
      setSavedAt(saved.updatedAt);
      notifications.show({ color: 'green', message: t('cms.landing.toasts.saved') });
    },
  });
  const field = (name: Parameters<typeof form.getInputProps>[0], label: string) => ({
    label,
    ...form.getInputProps(name),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError message={formError} />
        <Section title={t('cms.landing.hero.title')} description={t('cms.landing.hero.description')}>
          <BilingualFields
            required
            en={field('heroTitleEn', t('cms.landing.hero.titleEn'))}
            ar={field('heroTitleAr', t('cms.landing.hero.titleAr'))}
          />
          <BilingualFields
            rows={2}
            en={field('heroSubtitleEn', t('cms.landing.hero.subtitleEn'))}
            ar={field('heroSubtitleAr', t('cms.landing.hero.subtitleAr'))}
          />
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
          <BilingualFields
            required
            en={field('callToAction.labelEn', t('cms.landing.cta.labelEn'))}
            ar={field('callToAction.labelAr', t('cms.landing.cta.labelAr'))}
          />
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
          <BilingualFields
            rows={2}
            en={field('footerTextEn', t('cms.landing.footer.textEn'))}
            ar={field('footerTextAr', t('cms.landing.footer.textAr'))}
          />
        </Section>

        <Paper
          withBorder
          radius="md"
          p="sm"
          shadow="sm"
          pos="sticky"
          // 12 px above the shell's fixed footer, which would otherwise hide the bar until the end of the page.
          bottom="calc(var(--app-shell-footer-offset, 0rem) + 12px)"
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

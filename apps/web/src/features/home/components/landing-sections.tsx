import { Accordion, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { LandingFeature, PublicCmsFaq } from '@tawasul/contracts/cms';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { FEATURE_ICONS } from '../../../lib/site/site-icons.ts';
import classes from './landing.module.css';

/** The feature blocks of the landing page form, each with its icon. */
export function LandingFeatures({ features }: { features: LandingFeature[] }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  if (features.length === 0) return null;
  // Four in a row would squeeze three; five or six read better as three and two (or three and three).
  const wide = features.length % 4 === 0 ? 4 : 3;
  return (
    <section data-testid="landing-features">
      <VisuallyHidden component="h2">{t('home.landing.features')}</VisuallyHidden>
      <SimpleGrid
        cols={{ base: 1, xs: Math.min(2, features.length), md: Math.min(wide, features.length) }}
        spacing="lg"
      >
        {features.map((feature, index) => {
          const Icon = FEATURE_ICONS[feature.icon];
          const body = localized(feature.bodyEn, feature.bodyAr);
          return (
            <Paper key={index} withBorder radius="lg" p="lg" className={classes.feature}>
              <Stack gap="sm">
                <ThemeIcon size={44} radius="md" variant="light" color={index % 2 ? 'blue' : 'violet'}>
                  <Icon size={24} stroke={1.7} aria-hidden />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {localized(feature.titleEn, feature.titleAr)}
                </Title>
                {body && (
                  <Text size="sm" c="dimmed">
                    {body}
                  </Text>
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </section>
  );
}

/** The active CMS FAQs, in their order, as an accordion. A question or answer missing in one language shows the other. */
export function LandingFaq({ faqs }: { faqs: PublicCmsFaq[] }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  if (faqs.length === 0) return null;
  return (
    <Stack component="section" gap="lg" className={classes.faq} data-testid="landing-faq">
      <Title order={2} ta="center">
        {t('home.landing.faqTitle')}
      </Title>
      <Accordion variant="separated" radius="md" chevronPosition="right">
        {faqs.map((faq) => (
          <Accordion.Item key={faq.id} value={faq.id}>
            <Accordion.Control>
              <Text fw={500}>{localized(faq.questionEn, faq.questionAr)}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {localized(faq.answerEn, faq.answerAr)}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

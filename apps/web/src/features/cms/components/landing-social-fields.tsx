import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { SOCIAL_CHANNELS, type SocialChannel } from '@tawasul/contracts/cms';
import { SOCIAL_ICONS } from '../../../lib/site/site-icons.ts';
import type { LandingFormValues } from './landing-form-values.ts';

const PLACEHOLDERS: Record<SocialChannel, string> = {
  facebook: 'https://facebook.com/…',
  instagram: 'https://instagram.com/…',
  linkedIn: 'https://www.linkedin.com/company/…',
  whatsapp: 'https://wa.me/966…',
  x: 'https://x.com/…',
  youtube: 'https://www.youtube.com/@…',
};

/** A link per social channel, each with its icon; an empty one hides the icon on the site. */
export function LandingSocialFields({ form }: { form: UseFormReturnType<LandingFormValues> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {SOCIAL_CHANNELS.map((channel) => {
        const Icon = SOCIAL_ICONS[channel];
        return (
          <TextInput
            key={channel}
            type="url"
            label={t(`home.social.${channel}`)}
            placeholder={PLACEHOLDERS[channel]}
            leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
            dir="ltr"
            // The address and its icon read left to right together, also on an Arabic page.
            attributes={{ wrapper: { dir: 'ltr' } }}
            autoCapitalize="none"
            spellCheck={false}
            {...form.getInputProps(`socialLinks.${channel}`)}
          />
        );
      })}
    </SimpleGrid>
  );
}

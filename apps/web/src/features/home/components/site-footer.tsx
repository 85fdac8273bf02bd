import { ActionIcon, Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { SOCIAL_CHANNELS, type PageLink, type PagePayload } from '@tawasul/contracts/cms';
import { useLocalePath } from '../../../lib/i18n/use-locale-path.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { SOCIAL_ICONS } from '../../../lib/site/site-icons.ts';

type Footer = PagePayload['footer'];

/** The public site's footer from the CMS: the published pages, the social channels and the footer text. */
export function SiteFooter({ footer }: { footer: Footer }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const localePath = useLocalePath();
  const channels = SOCIAL_CHANNELS.filter((channel) => footer.socialLinks[channel]);
  const text = localized(footer.footerTextEn, footer.footerTextAr);
  if (!text && channels.length === 0 && footer.pages.length === 0) return null;
  return (
    <Stack component="section" gap="md" data-testid="site-footer" aria-label={t('home.site.footer')}>
      <Divider />
      <Group justify="space-between" align="center" gap="md">
        {footer.pages.length > 0 ? (
          <Group component="nav" gap="lg" aria-label={t('home.site.pages')}>
            {footer.pages.map((page: PageLink) => (
              <Anchor key={page.slug} component={Link} to={localePath(page.path)} c="dimmed" size="sm" fw={500}>
                {localized(page.titleEn, page.titleAr)}
              </Anchor>
            ))}
          </Group>
        ) : (
          <span />
        )}
        {channels.length > 0 && (
          <Group gap={6} role="group" aria-label={t('home.site.followUs')}>
            {channels.map((channel) => {
              const Icon = SOCIAL_ICONS[channel];
              const name = t(`home.social.${channel}`);
              return (
                // The browser's own tooltip (`title`): the public pages load no popover library for a few icons.
                <ActionIcon
                  key={channel}
                  title={name}
                  component="a"
                  href={footer.socialLinks[channel] ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={name}
                  variant="light"
                  color="violet"
                  size="lg"
                  radius="xl"
                  data-testid={`social-${channel}`}
                >
                  <Icon size={18} stroke={1.6} />
                </ActionIcon>
              );
            })}
          </Group>
        )}
      </Group>
      {text && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }} data-testid="site-footer-text">
          {text}
        </Text>
      )}
    </Stack>
  );
}

import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import type { LandingPayload } from '@tawasul/contracts/cms';
import { isBackOfficeUser } from '@tawasul/contracts/route-guard';
import { currentLanguage } from '../../lib/i18n/language.ts';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { useLocalized } from '../../lib/i18n/use-localized.ts';
import { displayName } from '../../lib/session/display-name.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { useLandingPayload } from './api/use-site-payload.ts';
import { LandingHero, LandingHeroSkeleton } from './components/landing-hero.tsx';
import { LandingFaq, LandingFeatures } from './components/landing-sections.tsx';
import classes from './components/landing.module.css';
import { SiteFooter } from './components/site-footer.tsx';

/** The call to action of the CMS: a path of this site stays in the app (and in the visitor's language). */
function CallToAction({ landing }: { landing: LandingPayload['landing'] }) {
  const localized = useLocalized();
  const localePath = useLocalePath();
  const { url } = landing.callToAction;
  const label = localized(landing.callToAction.labelEn, landing.callToAction.labelAr);
  const icon = <IconArrowRight size={18} className={classes.ctaArrow} aria-hidden />;
  if (url.startsWith('/')) {
    return (
      <Button component={Link} to={localePath(url)} size="md" rightSection={icon} data-testid="landing-cta">
        {label}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      size="md"
      rightSection={icon}
      data-testid="landing-cta"
    >
      {label}
    </Button>
  );
}

/**
 * `/`: the public landing page, rendered in the visitor's language from one request (`/_payload.json`). Rule 3
 * sends signed-in agents and customers here, so it shows them the way into their own area instead of the call to
 * action.
 */
export function LandingScreen() {
  const { t, i18n } = useTranslation();
  const localized = useLocalized();
  const localePath = useLocalePath();
  const user = useSessionUser();
  const payload = useLandingPayload();
  const landing = payload.data?.landing;

  let actions;
  if (!user) {
    actions = (
      <>
        {landing ? (
          <CallToAction landing={landing} />
        ) : (
          <Button component={Link} to={localePath('/login')} size="md">
            {t('home.landing.signIn')}
          </Button>
        )}
        <Button component={Link} to={localePath('/otp-signup')} size="md" variant="default">
          {t('home.landing.signUp')}
        </Button>
      </>
    );
  } else {
    actions = (
      <>
        {user.roles.includes('agent') && (
          <Button component={Link} to={localePath('/agent')} size="md" data-testid="open-agent-console">
            {t('home.landing.openAgent')}
          </Button>
        )}
        {user.roles.includes('customer') && (
          <Button component={Link} to={localePath('/customer')} size="md" data-testid="open-customer-area">
            {t('home.landing.openCustomer')}
          </Button>
        )}
        {isBackOfficeUser(user.roles) && (
          <Button component={Link} to={localePath('/admin')} size="md">
            {t('home.landing.openAdmin')}
          </Button>
        )}
      </>
    );
  }
  const demoLink = (
    <Anchor component={Link} to={localePath('/cursor-demo')} fw={500} c="blue" w="fit-content">
      {t('home.landing.tryDemo')}
    </Anchor>
  );
  const eyebrow = user && (
    <Text c="violet" fw={600}>
      {t('home.landing.welcome', { name: displayName(user, currentLanguage(i18n)) })}
    </Text>
  );

  if (payload.isPending) return <LandingHeroSkeleton />;

  // Without the payload (the server could not answer) the page still greets and lets people in.
  if (!payload.data || !landing) {
    return (
      <LandingHero
        title={t('home.landing.title')}
        subtitle={t('home.landing.subtitle')}
        image={null}
        eyebrow={eyebrow}
        actions={actions}
        demoLink={demoLink}
      />
    );
  }

  const { faqs, pages } = payload.data;
  return (
    <Stack gap={64}>
      <LandingHero
        title={localized(landing.heroTitleEn, landing.heroTitleAr)}
        subtitle={localized(landing.heroSubtitleEn, landing.heroSubtitleAr)}
        image={landing.heroImage}
        eyebrow={eyebrow}
        actions={actions}
        demoLink={demoLink}
      />
      <LandingFeatures features={landing.features} />
      <LandingFaq faqs={faqs} />
      <SiteFooter
        footer={{
          footerTextEn: landing.footerTextEn,
          footerTextAr: landing.footerTextAr,
          socialLinks: landing.socialLinks,
          pages,
        }}
      />
    </Stack>
  );
}

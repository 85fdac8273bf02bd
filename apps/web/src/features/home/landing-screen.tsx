import { Button, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isBackOfficeUser } from '@tawasul/contracts/route-guard';
import { currentLanguage } from '../../lib/i18n/language.ts';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { displayName } from '../../lib/session/display-name.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';

/**
 * `/`: the public landing page (the CMS fills it later). Rule 3 sends signed-in agents and customers here, so it
 * shows them the way into their own area.
 */
export function LandingScreen() {
  const { t, i18n } = useTranslation();
  const localePath = useLocalePath();
  const user = useSessionUser();

  let actions;
  if (!user) {
    actions = (
      <>
        <Button component={Link} to={localePath('/login')} size="md">
          {t('home.landing.signIn')}
        </Button>
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

  return (
    <Stack gap="xl" py="xl" maw={720}>
      {user && (
        <Text c="violet" fw={600}>
          {t('home.landing.welcome', { name: displayName(user, currentLanguage(i18n)) })}
        </Text>
      )}
      <Title order={1} size={42} lh={1.15}>
        {t('home.landing.title')}
      </Title>
      <Text size="lg" c="dimmed">
        {t('home.landing.subtitle')}
      </Text>
      <List
        spacing="sm"
        icon={
          <ThemeIcon color="blue" size={22} radius="xl">
            <IconCheck size={14} aria-hidden />
          </ThemeIcon>
        }
      >
        <List.Item>{t('home.landing.pointLive')}</List.Item>
        <List.Item>{t('home.landing.pointOrders')}</List.Item>
        <List.Item>{t('home.landing.pointLanguages')}</List.Item>
      </List>
      <Group>
        {actions}
        <Button component={Link} to={localePath('/cursor-demo')} size="md" variant="subtle" color="blue">
          {t('home.landing.tryDemo')}
        </Button>
      </Group>
    </Stack>
  );
}

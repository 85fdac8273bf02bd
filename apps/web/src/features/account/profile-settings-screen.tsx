import { Paper, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAdjustments, IconDevices, IconKey, IconUser } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { currentLanguage } from '../../lib/i18n/language.ts';
import { useSwitchLanguage } from '../../lib/i18n/use-switch-language.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { ProfileForm } from './components/profile-form.tsx';
import { SignOutEverywhere } from './components/sign-out-everywhere.tsx';

/** `/admin/profile-setting`: basic details, password, sessions and other settings (language) in the back office. */
export function ProfileSettingsScreen() {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const switchLanguage = useSwitchLanguage();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('account.settings.title')}
      </Title>
      <Paper withBorder radius="md" p="lg">
        <Tabs defaultValue="basic" keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="basic" leftSection={<IconUser size={16} />}>
              {t('account.settings.basic')}
            </Tabs.Tab>
            <Tabs.Tab value="password" leftSection={<IconKey size={16} />}>
              {t('account.settings.password')}
            </Tabs.Tab>
            <Tabs.Tab value="sessions" leftSection={<IconDevices size={16} />}>
              {t('account.settings.sessions')}
            </Tabs.Tab>
            <Tabs.Tab value="other" leftSection={<IconAdjustments size={16} />}>
              {t('account.settings.other')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="basic">{user && <ProfileForm key={user.id} user={user} backOffice />}</Tabs.Panel>
          <Tabs.Panel value="password">
            <ChangePasswordForm />
          </Tabs.Panel>
          <Tabs.Panel value="sessions">
            <SignOutEverywhere />
          </Tabs.Panel>
          <Tabs.Panel value="other">
            <Stack gap="xs" maw={420}>
              <Text fw={500} id="language-setting-label">
                {t('common.language.label')}
              </Text>
              <SegmentedControl
                aria-labelledby="language-setting-label"
                value={currentLanguage(i18n)}
                onChange={(value) => void switchLanguage(value === 'ar' ? 'ar' : 'en')}
                data={[
                  { value: 'en', label: t('common.language.en') },
                  { value: 'ar', label: t('common.language.ar') },
                ]}
              />
              <Text size="sm" c="dimmed">
                {t('account.settings.languageHint')}
              </Text>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}

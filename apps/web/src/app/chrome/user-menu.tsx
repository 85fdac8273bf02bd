import {
  Group,
  Menu,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  VisuallyHidden,
  useMantineColorScheme,
} from '@mantine/core';
import {
  IconChevronDown,
  IconHeadset,
  IconKey,
  IconLanguage,
  IconLayoutDashboard,
  IconLogout,
  IconMessages,
  IconMoon,
  IconSun,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import type { SessionUser } from '@tawasul/contracts/auth';
import { isBackOfficeUser } from '@tawasul/contracts/route-guard';
import { UserAvatar } from '../../components/avatar/user-avatar.tsx';
import { currentLanguage } from '../../lib/i18n/language.ts';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { useSwitchLanguage } from '../../lib/i18n/use-switch-language.ts';
import { displayName } from '../../lib/session/display-name.ts';
import { useSignOut } from '../../lib/session/sign-out.ts';

/** The header's avatar menu: profile, password, language, colour mode, the user's own areas, sign out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const localePath = useLocalePath();
  const signOut = useSignOut();
  const switchLanguage = useSwitchLanguage();
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const name = displayName(user, language);
  const backOffice = isBackOfficeUser(user.roles);
  const other = language === 'ar' ? 'en' : 'ar';

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        {/* Named by what it shows (WCAG 2.5.3): the person's name, then "User menu" for screen readers only; the
            initials beside the name only repeat it. */}
        <UnstyledButton data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <span aria-hidden>
              <UserAvatar name={name} src={user.image} size="md" />
            </span>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {name}
            </Text>
            <VisuallyHidden>{t('common.userMenu.label')}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          {user.email ?? user.phone}
        </Menu.Label>
        {backOffice && (
          <Menu.Item component={Link} to={localePath('/admin')} leftSection={<IconLayoutDashboard size={16} />}>
            {t('common.userMenu.backOffice')}
          </Menu.Item>
        )}
        {user.roles.includes('agent') && (
          <Menu.Item component={Link} to={localePath('/agent')} leftSection={<IconHeadset size={16} />}>
            {t('common.userMenu.agentConsole')}
          </Menu.Item>
        )}
        {user.roles.includes('customer') && (
          <Menu.Item component={Link} to={localePath('/customer')} leftSection={<IconMessages size={16} />}>
            {t('common.userMenu.customerArea')}
          </Menu.Item>
        )}
        <Menu.Item
          component={Link}
          to={localePath(backOffice ? '/admin/profile-setting' : '/user/update-profile')}
          leftSection={<IconUser size={16} />}
        >
          {t('common.userMenu.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to={localePath('/user/change-password')} leftSection={<IconKey size={16} />}>
          {t('common.userMenu.changePassword')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLanguage size={16} />} lang={other} onClick={() => void switchLanguage(other)}>
          {t(`common.language.${other}`)}
        </Menu.Item>
        <Menu.Item
          leftSection={dark ? <IconSun size={16} /> : <IconMoon size={16} />}
          onClick={() => setColorScheme(dark ? 'light' : 'dark')}
        >
          {dark ? t('common.colorScheme.light') : t('common.colorScheme.dark')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut()}
          data-testid="user-menu-sign-out"
        >
          {t('common.actions.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

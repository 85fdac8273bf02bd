import { NavLink, ScrollArea } from '@mantine/core';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, useLocation } from 'react-router';
import type { Role } from '@tawasul/contracts/roles';
import { splitLocalePrefix } from '../../lib/i18n/locale-prefix.ts';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { useSignOut } from '../../lib/session/sign-out.ts';
import { ADMIN_SIDEBAR, visibleSidebarItems, withSignOutItem, type SidebarItem } from './admin-sidebar-items.ts';

interface AdminSidebarProps {
  roles: readonly Role[];
  /** Closes the drawer on small screens after a choice. */
  onNavigate: () => void;
}

export function AdminSidebar({ roles, onNavigate }: AdminSidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = splitLocalePrefix(pathname).path.replace(/\/+$/, '') || '/';
  const localePath = useLocalePath();
  const signOut = useSignOut();
  const items = withSignOutItem(visibleSidebarItems(ADMIN_SIDEBAR, roles));

  const render = (item: SidebarItem) => {
    const Icon = item.icon;
    const common = {
      label: t(item.labelKey),
      leftSection: <Icon size={18} stroke={1.6} aria-hidden />,
      'data-testid': `sidebar-${item.id}`,
    };
    if (item.children) {
      return (
        <SidebarGroup key={item.id} {...common} defaultOpened={item.defaultOpened ?? false}>
          {item.children.map(render)}
        </SidebarGroup>
      );
    }
    if (item.action === 'sign-out') {
      return (
        <NavLink
          key={item.id}
          {...common}
          component="button"
          type="button"
          color="red"
          onClick={() => void signOut()}
        />
      );
    }
    const to = item.to ?? '/admin';
    const active = current === to;
    return (
      <NavLink
        key={item.id}
        {...common}
        component={Link}
        to={localePath(to)}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      />
    );
  };

  return (
    <ScrollArea style={{ flex: 1 }}>
      <div data-testid="sidebar">{items.map(render)}</div>
    </ScrollArea>
  );
}

interface SidebarGroupProps {
  label: string;
  leftSection: ReactNode;
  'data-testid': string;
  defaultOpened: boolean;
  children: ReactNode;
}

/** Space on a button clicks on key-up too; NavLink already toggled on key-down, so that click must not happen. */
const keepSpaceFromClicking = (event: KeyboardEvent<HTMLButtonElement>) => {
  if (event.key === ' ') event.preventDefault();
};

/**
 * A group header ("Canned Response", "CMS"): a button, not a link, that says whether its entries are shown. Click,
 * Enter and Space open and close it.
 */
function SidebarGroup({ defaultOpened, children, ...props }: SidebarGroupProps) {
  const [opened, setOpened] = useState(defaultOpened);
  return (
    <NavLink
      {...props}
      component="button"
      type="button"
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      onKeyUp={keepSpaceFromClicking}
      childrenOffset={28}
    >
      {children}
    </NavLink>
  );
}

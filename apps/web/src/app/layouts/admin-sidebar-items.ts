import {
  IconAlertTriangle,
  IconBuildingStore,
  IconFileText,
  IconForms,
  IconHelpCircle,
  IconHome,
  IconLayoutDashboard,
  IconLogout,
  IconMessageCircle,
  IconMessages,
  IconPlugConnected,
  IconPalette,
  IconSettings,
  IconTags,
  IconTemplate,
  IconUserCircle,
  IconUserQuestion,
  IconUsers,
  IconUserShield,
  IconUserStar,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import type { Role } from '@tawasul/contracts/roles';

/** Spec section 3: a sidebar item has an id, a label, an icon and a function (a route, or an action). */
export interface SidebarItem {
  id: string;
  labelKey: string;
  icon: Icon;
  to?: string;
  action?: 'sign-out';
  /** Who sees it; a group is shown when any of its children is. */
  roles?: readonly Role[];
  children?: readonly SidebarItem[];
  /** Groups open by default (spec section 2). */
  defaultOpened?: boolean;
}

const both = ['admin', 'brand_manager'] as const satisfies readonly Role[];
const adminOnly = ['admin'] as const satisfies readonly Role[];
const managerOnly = ['brand_manager'] as const satisfies readonly Role[];

/** The spec's sidebar table, in its order, without the sign-out row (added by `withSignOutItem`). */
export const ADMIN_SIDEBAR: readonly SidebarItem[] = [
  { id: 'dashboard', labelKey: 'admin.nav.dashboard', icon: IconLayoutDashboard, to: '/admin', roles: both },
  { id: 'brands', labelKey: 'admin.nav.brands', icon: IconBuildingStore, to: '/admin/brand', roles: adminOnly },
  // Issue 18: Salla stores waiting to be assigned to a brand, beside the brands they will serve.
  {
    id: 'salla-installations',
    labelKey: 'admin.nav.sallaInstallations',
    icon: IconPlugConnected,
    to: '/admin/salla-installation',
    roles: adminOnly,
  },
  { id: 'agents', labelKey: 'admin.nav.agents', icon: IconUsers, to: '/admin/agent', roles: both },
  {
    id: 'brand-managers',
    labelKey: 'admin.nav.brandManagers',
    icon: IconUserShield,
    to: '/admin/brand-manager',
    roles: adminOnly,
  },
  { id: 'customers', labelKey: 'admin.nav.customers', icon: IconUserStar, to: '/admin/customer', roles: adminOnly },
  { id: 'guests', labelKey: 'admin.nav.guests', icon: IconUserQuestion, to: '/admin/guest', roles: adminOnly },
  {
    id: 'brand-profile',
    labelKey: 'admin.nav.brandProfile',
    icon: IconUserCircle,
    to: '/admin/brand/profile',
    roles: managerOnly,
  },
  {
    id: 'brand-configuration',
    labelKey: 'admin.nav.brandConfiguration',
    icon: IconPalette,
    to: '/admin/brand/configuration',
    roles: managerOnly,
  },
  {
    id: 'chat-management',
    labelKey: 'admin.nav.chatManagement',
    icon: IconMessages,
    to: '/admin/chat-management',
    roles: both,
  },
  {
    id: 'critical-messages',
    labelKey: 'admin.nav.criticalMessages',
    icon: IconAlertTriangle,
    to: '/admin/critical-message',
    roles: both,
  },
  {
    id: 'canned-response',
    labelKey: 'admin.nav.cannedResponse',
    icon: IconMessageCircle,
    defaultOpened: true,
    children: [
      {
        id: 'canned-response-categories',
        labelKey: 'admin.nav.categories',
        icon: IconTags,
        to: '/admin/canned-response/category',
        roles: adminOnly,
      },
      {
        id: 'canned-response-cases',
        labelKey: 'admin.nav.cases',
        icon: IconFileText,
        to: '/admin/canned-response/case',
        roles: both,
      },
    ],
  },
  { id: 'contact-forms', labelKey: 'admin.nav.contactForms', icon: IconForms, to: '/admin/contact-forms', roles: both },
  { id: 'faq', labelKey: 'admin.nav.faq', icon: IconHelpCircle, to: '/admin/faq', roles: both },
  {
    id: 'cms',
    labelKey: 'admin.nav.cms',
    icon: IconWorld,
    defaultOpened: true,
    children: [
      { id: 'cms-pages', labelKey: 'admin.nav.cmsPages', icon: IconTemplate, to: '/admin/page', roles: adminOnly },
      { id: 'cms-faq', labelKey: 'admin.nav.cmsFaq', icon: IconHelpCircle, to: '/admin/cms-faq', roles: adminOnly },
      {
        id: 'cms-landing-page',
        labelKey: 'admin.nav.landingPage',
        icon: IconHome,
        to: '/admin/landing-page-form',
        roles: adminOnly,
      },
    ],
  },
  {
    id: 'general-settings',
    labelKey: 'admin.nav.generalSettings',
    icon: IconSettings,
    to: '/admin/settings',
    roles: both,
  },
];

const SIGN_OUT_ITEM: SidebarItem = {
  id: 'sign-out',
  labelKey: 'admin.nav.signOut',
  icon: IconLogout,
  action: 'sign-out',
  roles: both,
};

/** The items a user with these roles sees; a group without a visible child disappears. */
export function visibleSidebarItems(items: readonly SidebarItem[], roles: readonly Role[]): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (item.children) {
      const children = visibleSidebarItems(item.children, roles);
      return children.length > 0 ? [{ ...item, children }] : [];
    }
    return !item.roles || item.roles.some((role) => roles.includes(role)) ? [item] : [];
  });
}

const hasId = (items: readonly SidebarItem[], id: string): boolean =>
  items.some((item) => item.id === id || (item.children !== undefined && hasId(item.children, id)));

/** Spec section 4: the sign-out item (id `sign-out`) is added only if no item with id `admin-signout` exists. */
export function withSignOutItem(items: readonly SidebarItem[]): SidebarItem[] {
  return hasId(items, 'admin-signout') ? [...items] : [...items, SIGN_OUT_ITEM];
}

import { IconLogout } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { ADMIN_SIDEBAR, visibleSidebarItems, withSignOutItem, type SidebarItem } from './admin-sidebar-items.ts';

/** The sidebar as a person reads it: labels in order, group children indented under their group. */
const outline = (items: readonly SidebarItem[]): string[] =>
  items.flatMap((item) => [item.id, ...(item.children ?? []).map((child) => `  ${child.id}`)]);

describe('sidebar per role (spec section 2)', () => {
  it('shows an admin every entry except the brand manager ones, in the spec order', () => {
    expect(outline(withSignOutItem(visibleSidebarItems(ADMIN_SIDEBAR, ['admin'])))).toEqual([
      'dashboard',
      'brands',
      'salla-installations',
      'agents',
      'brand-managers',
      'customers',
      'guests',
      'chat-management',
      'critical-messages',
      'canned-response',
      '  canned-response-categories',
      '  canned-response-cases',
      'contact-forms',
      'faq',
      'cms',
      '  cms-pages',
      '  cms-faq',
      '  cms-landing-page',
      'general-settings',
      'sign-out',
    ]);
  });

  it('shows a brand manager its own entries and no CMS group', () => {
    expect(outline(withSignOutItem(visibleSidebarItems(ADMIN_SIDEBAR, ['brand_manager'])))).toEqual([
      'dashboard',
      'agents',
      'brand-profile',
      'brand-configuration',
      'chat-management',
      'critical-messages',
      'canned-response',
      '  canned-response-cases',
      'contact-forms',
      'faq',
      'general-settings',
      'sign-out',
    ]);
  });

  it('shows nothing to roles without back-office access', () => {
    expect(visibleSidebarItems(ADMIN_SIDEBAR, ['agent'])).toEqual([]);
    expect(visibleSidebarItems(ADMIN_SIDEBAR, ['customer'])).toEqual([]);
  });

  it('opens both groups by default', () => {
    const groups = ADMIN_SIDEBAR.filter((item) => item.children);
    expect(groups.map((group) => [group.id, group.defaultOpened])).toEqual([
      ['canned-response', true],
      ['cms', true],
    ]);
  });

  it('labels entries with the spec words', () => {
    const labels = ADMIN_SIDEBAR.flatMap((item) => [item.labelKey, ...(item.children ?? []).map((c) => c.labelKey)]);
    expect(labels).toContain('admin.nav.brandManagers');
    expect(labels).toContain('admin.nav.landingPage');
  });
});

describe('the sign-out item (spec section 4)', () => {
  it('is added with id sign-out when no admin-signout item exists', () => {
    const items = withSignOutItem([]);
    expect(items.map((item) => item.id)).toEqual(['sign-out']);
    expect(items[0]?.action).toBe('sign-out');
  });

  it('is not added when an item with id admin-signout exists, even inside a group', () => {
    const own: SidebarItem = {
      id: 'admin-signout',
      labelKey: 'admin.nav.signOut',
      icon: IconLogout,
      action: 'sign-out',
    };
    expect(withSignOutItem([own]).map((item) => item.id)).toEqual(['admin-signout']);
    const group: SidebarItem = { id: 'group', labelKey: 'admin.nav.cms', icon: IconLogout, children: [own] };
    expect(withSignOutItem([group]).map((item) => item.id)).toEqual(['group']);
  });
});

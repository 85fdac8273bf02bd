import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen.tsx';
import { AdminSidebar } from './admin-sidebar.tsx';

const renderSidebar = (language: 'en' | 'ar' = 'en') =>
  renderScreen(<AdminSidebar roles={['admin']} onNavigate={() => {}} />, { path: '/admin', language });

describe('admin sidebar groups', () => {
  it('are buttons that say they are open, as they are at first (spec section 2)', () => {
    renderSidebar();
    for (const name of ['Canned Response', 'CMS']) {
      const header = screen.getByRole('button', { name });
      expect(header.tagName).toBe('BUTTON');
      expect(header.getAttribute('aria-expanded')).toBe('true');
      expect(header.hasAttribute('href')).toBe(false);
    }
    expect(screen.getByRole('link', { name: 'Landing Page' })).toBeTruthy();
  });

  it('close and open on a click, on Enter and on Space, one change per key', async () => {
    renderSidebar();
    const cms = screen.getByRole('button', { name: 'CMS' });

    await userEvent.click(cms);
    expect(cms.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Landing Page' })).toBeNull());

    cms.focus();
    await userEvent.keyboard('{Enter}');
    expect(cms.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard(' ');
    expect(cms.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard(' ');
    expect(cms.getAttribute('aria-expanded')).toBe('true');
    // The other group is its own.
    expect(screen.getByRole('button', { name: 'Canned Response' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('are named in Arabic too', () => {
    renderSidebar('ar');
    expect(screen.getByRole('button', { name: 'إدارة المحتوى' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'الردود الجاهزة' }).getAttribute('aria-expanded')).toBe('true');
  });
});

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
      expect(header).toHaveAttribute('aria-expanded', 'true');
      expect(header).not.toHaveAttribute('href');
    }
    expect(screen.getByRole('link', { name: 'Landing Page' })).toBeInTheDocument();
  });

  it('close and open on a click, on Enter and on Space, one change per key', async () => {
    renderSidebar();
    const cms = screen.getByRole('button', { name: 'CMS' });

    await userEvent.click(cms);
    expect(cms).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Landing Page' })).not.toBeInTheDocument());

    cms.focus();
    await userEvent.keyboard('{Enter}');
    expect(cms).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(cms).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    expect(cms).toHaveAttribute('aria-expanded', 'true');
    // The other group is its own.
    expect(screen.getByRole('button', { name: 'Canned Response' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('are named in Arabic too', () => {
    renderSidebar('ar');
    expect(screen.getByRole('button', { name: 'إدارة المحتوى' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'الردود الجاهزة' })).toHaveAttribute('aria-expanded', 'true');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand, page, sessionUser, uuid } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { ok, standInServer } from '../../test/stand-in-server.ts';
import { BrandsScreen } from './brands-screen.tsx';

const admin = sessionUser(['admin']);

afterEach(() => vi.unstubAllGlobals());

describe('brands list in Arabic (issue 22, defect 9)', () => {
  it('puts the Arabic name first and asks about the brand by its Arabic name', async () => {
    const record = brand();
    standInServer({
      'GET /api/brands': () => ok(page([record])),
      'DELETE /api/brands/:id': () => ok({ ok: true }),
    });
    renderScreen(<BrandsScreen />, { path: '/admin/brand', user: admin, language: 'ar' });

    const row = (await screen.findByText('hello@falcon.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('ألعاب الصقر').closest('.mantine-Stack-root')?.textContent).toBe(
      'ألعاب الصقرFalcon Games',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف هذه العلامة التجارية؟' });
    expect(within(dialog).getByText('سيتم حذف ألعاب الصقر. لا يمكن التراجع عن ذلك.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('تم حذف ألعاب الصقر.')).toBeInTheDocument();
  });

  it('keeps the English name first in English', async () => {
    standInServer({ 'GET /api/brands': () => ok(page([brand()])) });
    renderScreen(<BrandsScreen />, { path: '/admin/brand', user: admin });
    const row = (await screen.findByText('hello@falcon.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Falcon Games').closest('.mantine-Stack-root')?.textContent).toBe(
      'Falcon Gamesألعاب الصقر',
    );
  });
});

describe('brand view drawer', () => {
  it('opens a brand from ?view=ID with its logo, settings and banners', async () => {
    const record = brand({ banners: [{ id: uuid(), url: '/api/uploads/banner-1' }] });
    standInServer({
      'GET /api/brands': () => ok(page([record])),
      'GET /api/brands/:id': () => ok(record),
    });
    renderScreen(<BrandsScreen />, { path: '/admin/brand', url: `/admin/brand?view=${record.id}`, user: admin });
    const drawer = await screen.findByRole('dialog', { name: 'Brand' });
    const email = await within(drawer).findByText('hello@falcon.test');
    expect(email).toHaveAttribute('dir', 'ltr');
    const [logo, banner] = within(drawer).getAllByTestId('optimized-image');
    expect(logo).toHaveStyle({ width: '72px', height: '72px' });
    expect(within(drawer).getByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
    expect(banner).toHaveStyle({ width: '160px' });
    expect(within(drawer).getByText('Chat with us')).toHaveAttribute('dir', 'ltr');
    expect(within(drawer).getByText('تحدث معنا')).toHaveAttribute('dir', 'rtl');
    expect(within(drawer).getByText('falcon.test')).toBeInTheDocument();
  });
});

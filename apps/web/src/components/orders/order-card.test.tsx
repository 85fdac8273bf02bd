import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Translator as I18n } from '../../lib/i18n/translator.ts';
import { TranslationProvider } from '../../lib/i18n/use-translation.tsx';
import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@tawasul/contracts/orders';
import arOrders from '../../locales/ar/orders.json';
import enOrders from '../../locales/en/orders.json';
import { addAgentConsoleResources } from '../../lib/i18n/agent-console-resources.ts';
import { addBackOfficeResources } from '../../lib/i18n/back-office-resources.ts';
import { addCustomerAreaResources } from '../../lib/i18n/customer-area-resources.ts';
import { createI18n } from '../../lib/i18n/i18n.ts';
import type { TranslationTree } from '../../lib/i18n/resources.ts';
import { orderView } from '../../test/order-factories.ts';
import { createWidgetText } from '../../widget/app/widget-i18n.ts';
import { OrderCard } from './order-card.tsx';
import { formatMoney } from './order-format.ts';

function customerI18n(language: 'en' | 'ar') {
  const i18n = createI18n(language);
  addCustomerAreaResources(i18n);
  return i18n;
}

function renderCard(element: React.ReactNode, i18n: I18n) {
  return render(
    <TranslationProvider i18n={i18n}>
      <MantineProvider>{element}</MantineProvider>
    </TranslationProvider>,
  );
}

const leafKeys = (tree: TranslationTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );

describe('the order card', () => {
  it('shows the reference, the status in its colour, dates, items with images, the total and the tracking link', () => {
    renderCard(<OrderCard order={orderView()} />, customerI18n('en'));
    const card = screen.getByRole('article', { name: 'Order 218340795' });
    const badge = within(card).getByTestId('order-status');
    expect(badge.textContent).toBe('Processing');
    expect(badge).toHaveStyle({ '--badge-bg': 'var(--mantine-color-indigo-light)' });
    expect(within(card).getByText('Placed 18 Nov 2026')).toBeInTheDocument();
    expect(within(card).getByText('Updated 19 Nov 2026')).toBeInTheDocument();

    const items = within(within(card).getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Medjool dates 1 kg')).toBeInTheDocument();
    expect(within(items[0]!).getByText('× 2')).toBeInTheDocument();
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toBe('https://cdn.store.test/medjool.jpg');
    expect(items[1]!.querySelector('img')).not.toBeInTheDocument();

    // Intl puts a no-break space between the code and the amount.
    expect(within(card).getByTestId('order-total').textContent?.replace(/\s/g, ' ')).toBe('Total SAR 1,250.50');
    const link = within(card).getByRole('link', { name: 'Track the shipment (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://track.carrier.test/AB123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows a status the store named but the spec does not know in a grey badge, with the store’s own words', () => {
    renderCard(
      <OrderCard order={orderView({ status: null, storeStatus: 'Awaiting pickup', trackingUrl: null, total: null })} />,
      customerI18n('en'),
    );
    const badge = screen.getByTestId('order-status');
    expect(badge.textContent).toBe('Awaiting pickup');
    expect(badge.dataset.status).toBe('unknown');
    expect(badge).toHaveStyle({ '--badge-bg': 'var(--mantine-color-gray-light)' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-total')).not.toBeInTheDocument();
  });

  it('puts no store link or picture that is not https into the page (javascript:, data:, http:, relative)', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/png;base64,AAAA',
      'http://x.test/a',
      '//x.test/a',
    ]) {
      const { container, unmount } = renderCard(
        <OrderCard
          order={orderView({
            trackingUrl: bad,
            items: [{ name: 'Medjool', quantity: 1, imageUrl: bad }],
          })}
        />,
        customerI18n('en'),
      );
      expect(screen.queryByRole('link'), bad).not.toBeInTheDocument();
      // The item's picture is decorative (alt=""): no role finds it.
      expect(document.querySelector('img'), bad).not.toBeInTheDocument();
      expect(container.innerHTML, bad).not.toContain(bad.slice(0, 10));
      unmount();
    }
  });

  it('reads in Arabic: status, dates and the amount in the reader’s locale', () => {
    renderCard(<OrderCard order={orderView({ status: 'delivered' })} />, customerI18n('ar'));
    const card = screen.getByTestId('order-card');
    expect(screen.getByTestId('order-reference').textContent).toBe('الطلب \u2068218340795\u2069');
    expect(within(card).getByTestId('order-status').textContent).toBe('تم التوصيل');
    expect(within(card).getByText(/^تاريخ الطلب /)).toBeInTheDocument();
    expect(within(card).getByTestId('order-total').textContent).toBe(`الإجمالي ${formatMoney(1250.5, 'SAR', 'ar')}`);
    expect(formatMoney(1250.5, 'SAR', 'ar')).toContain('ر.س');
    expect(within(card).getByRole('link', { name: /^تتبع الشحنة/ })).toBeInTheDocument();
  });

  it('writes an amount in a currency Intl does not know as the store sent it', () => {
    expect(formatMoney(99, 'ر.س', 'en')).toBe('99 ر.س');
  });

  it('can start collapsed to its summary and open on its header', async () => {
    renderCard(<OrderCard order={orderView()} collapsible />, customerI18n('en'));
    const header = screen.getByRole('button', { name: /Order 218340795/ });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('order-status').textContent).toBe('Processing');
    expect(screen.queryByText('Medjool dates 1 kg')).not.toBeInTheDocument();
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Medjool dates 1 kg')).toBeInTheDocument();
  });
});

describe('the orders namespace', () => {
  it('has the same keys in English and Arabic and a label for every spec status', () => {
    expect(leafKeys(arOrders).sort()).toEqual(leafKeys(enOrders).sort());
    expect(Object.keys(enOrders.status).sort()).toEqual([...OrderStatus.options].sort());
  });

  it.each(['en', 'ar'] as const)(
    'is registered by the widget, the back office, the console and the customer area (%s)',
    (language) => {
      const backOffice = createI18n(language);
      const agentConsole = createI18n(language);
      addBackOfficeResources(backOffice);
      addAgentConsoleResources(agentConsole);
      const surfaces: Record<string, { exists(key: string): boolean }> = {
        widget: createWidgetText(language),
        backOffice,
        console: agentConsole,
        customerArea: customerI18n(language),
      };
      for (const [surface, i18n] of Object.entries(surfaces)) {
        const missing = leafKeys(enOrders).filter((key) => !i18n.exists(`orders.${key}`));
        expect({ surface, missing }).toEqual({ surface, missing: [] });
      }
    },
  );

  it('keeps the card free of the app’s libraries: the widget’s page imports it', () => {
    const dir = import.meta.dirname;
    const sources = readdirSync(dir).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
    const imports = sources.flatMap((name) =>
      [...readFileSync(path.join(dir, name), 'utf8').matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gms)].map(
        (match) => ({ source: match[2]!, typeOnly: Boolean(match[1]) }),
      ),
    );
    const allowed = (item: { source: string; typeOnly: boolean }) =>
      // The app's translator for `order-card.tsx`; the view itself is given one.
      ['@mantine/core', 'react', '../../lib/i18n/use-translation.tsx'].includes(item.source) ||
      item.source.startsWith('./') ||
      (item.typeOnly && item.source.startsWith('@tawasul/contracts/'));
    expect(imports.filter((item) => !allowed(item))).toEqual([]);
  });
});

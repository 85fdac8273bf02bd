import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { CursorDemoScreen } from './cursor-demo-screen.tsx';

const LABELS = { en: 'Chat with us', ar: 'تحدث معنا' } as Record<string, string>;

/**
 * What `/widget.js` does on a store's page, without a browser to run it: when its script tag is added it reads the
 * tag's attributes, puts its chat button on the page and exposes `window.TawasulWidget`; `destroy()` takes it away.
 */
function standInLoader() {
  const scripts: HTMLScriptElement[] = [];
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node instanceof HTMLScriptElement) || node.getAttribute('src') !== '/widget.js') continue;
      scripts.push(node);
      document.getElementById('tawasul-launcher')?.remove();
      const button = document.createElement('button');
      button.id = 'tawasul-launcher';
      button.dataset.widgetId = node.dataset.widgetId ?? '';
      button.textContent = LABELS[node.dataset.locale ?? 'en'] ?? '';
      document.body.appendChild(button);
      Object.assign(window, {
        TawasulWidget: {
          open: () => {},
          close: () => {},
          destroy: () => {
            button.remove();
            delete (window as { TawasulWidget?: unknown }).TawasulWidget;
          },
        },
      });
    }
  });
  observer.observe(document.body, { childList: true });
  return {
    scripts,
    launcher: () => document.getElementById('tawasul-launcher'),
    stop: () => observer.disconnect(),
  };
}

let loader: ReturnType<typeof standInLoader> | undefined;
afterEach(() => {
  loader?.stop();
  document.getElementById('tawasul-launcher')?.remove();
});

const embedded = () => [...document.querySelectorAll<HTMLScriptElement>('script[src="/widget.js"]')];

describe('the demo store', () => {
  it('embeds the demo brand’s widget as a store does, and takes it away when the visitor leaves', async () => {
    loader = standInLoader();
    const { unmount } = renderScreen(<CursorDemoScreen />, { path: '/cursor-demo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Chat widget demo' })).toBeInTheDocument();

    const [script, ...others] = embedded();
    expect(others).toEqual([]);
    expect(script!.parentElement).toBe(document.body);
    expect(script!.async).toBe(true);
    expect(script!.dataset.widgetId).toBe('demo-nakheel');
    expect(script!).toHaveAttribute('data-widget-id', 'demo-nakheel');
    expect(script!).toHaveAttribute('data-locale', 'en');
    await waitFor(() => expect(loader?.launcher()?.textContent).toBe('Chat with us'));

    unmount();
    expect(embedded()).toEqual([]);
    expect(loader.launcher()).toBeNull();
    expect((window as { TawasulWidget?: unknown }).TawasulWidget).toBeUndefined();
  });

  it('embeds the widget again in the language the visitor switches to', async () => {
    loader = standInLoader();
    const { i18n } = renderScreen(<CursorDemoScreen />, { path: '/cursor-demo' });
    await waitFor(() => expect(loader?.launcher()?.textContent).toBe('Chat with us'));

    await act(() => i18n.changeLanguage('ar'));
    expect(embedded().map((script) => script.dataset.locale)).toEqual(['ar']);
    await waitFor(() => expect(loader?.launcher()?.textContent).toBe('تحدث معنا'));
    expect(loader.scripts.map((script) => script.dataset.locale)).toEqual(['en', 'ar']);
    expect(document.querySelectorAll('#tawasul-launcher')).toHaveLength(1);
  });

  it('shows six products with prices and counts what goes in the cart', async () => {
    renderScreen(<CursorDemoScreen />, { path: '/cursor-demo' });
    expect(screen.getByRole('heading', { name: 'Nakheel Dates' })).toBeInTheDocument();
    const products = screen.getAllByTestId('product');
    expect(products).toHaveLength(6);
    expect(within(products[0]!).getByText('Medjool dates')).toBeInTheDocument();
    expect(within(products[0]!).getByText(/85\.00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, items: 0' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Medjool dates' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Medjool dates' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Ajwa dates' }));
    expect(within(products[0]!).getByText('2 in cart')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cart, items: 3' }));
    const cart = await screen.findByRole('dialog');
    expect(within(cart).getByText('Total')).toBeInTheDocument();
    expect(within(cart).getByText(/265\.00/)).toBeInTheDocument();
  });

  it('explains in Arabic that the store is a demo and leads to the agent console to answer', () => {
    renderScreen(<CursorDemoScreen />, { path: '/cursor-demo', language: 'ar' });
    const note = screen.getByTestId('demo-note');
    expect(within(note).getByText('هذا متجر تجريبي')).toBeInTheDocument();
    expect(within(note).getByRole('link', { name: 'تسجيل الدخول إلى لوحة الموظف' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: 'تمور النخيل' })).toBeInTheDocument();
    expect(screen.getByText('تمر عجوة')).toBeInTheDocument();
    expect(embedded()[0]?.dataset.locale).toBe('ar');
  });

  it('sends a signed-in agent straight to the console', () => {
    renderScreen(<CursorDemoScreen />, { path: '/cursor-demo', user: sessionUser(['agent']) });
    expect(screen.getByRole('link', { name: 'Open the agent console' })).toHaveAttribute('href', '/agent');
  });
});
